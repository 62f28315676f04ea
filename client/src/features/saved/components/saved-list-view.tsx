import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../ui/button/button';
import { Skeleton } from '../../../ui/feedback/skeleton';
import { EmptyState } from '../../../ui/views/empty-state';
import { useSavedListings } from '../data/use-saved-listings';
import { useUnsave } from '../data/use-unsave';
import { savedItemOf } from '../model/saved-item';
import { SavedListingItem } from './saved-listing-item';
import styles from './saved.module.css';

/** /saved: the listings the user saved, read from the device only so it opens in airplane mode. */
export function SavedListView() {
  const { t, i18n } = useTranslation();
  const { saved, loading } = useSavedListings();
  const unsave = useUnsave();
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('saved.title')}</h1>
      {loading ? (
        <div aria-busy="true" aria-label={t('saved.loading')}>
          <Skeleton height="6rem" />
        </div>
      ) : saved.length === 0 ? (
        <EmptyState
          icon="♡"
          title={t('saved.empty.title')}
          message={t('saved.empty.message')}
          action={
            <Link to="/airports" className={buttonClass('primary')}>
              {t('saved.empty.action')}
            </Link>
          }
        />
      ) : (
        <>
          <p className={styles.count}>{t('saved.count', { count: saved.length })}</p>
          <ul className={styles.list}>
            {saved.map((doc) => (
              <li key={doc.id}>
                <SavedListingItem item={savedItemOf(doc, i18n.language)} onUnsave={unsave} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
