import type { ListingCard } from '@crashpad/sync';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeFailure } from '../../../lib/forms/submit-error';
import { Button, buttonClass } from '../../../ui/button/button';
import { Skeleton } from '../../../ui/feedback/skeleton';
import { EmptyState } from '../../../ui/views/empty-state';
import { useFeaturedListings } from '../data/use-featured';
import styles from './featured.module.css';

/**
 * /featured (spec 2 §2 "Featured listings"): the featured and boosted listings, with links to
 * how featuring works, to sign up as a lister and to the lister's own listings. The route
 * passes how a list of cards is drawn (the search feature's cards).
 */
export function FeaturedView({ renderCards }: { renderCards: (cards: ListingCard[]) => ReactNode }) {
  const { t } = useTranslation();
  const featured = useFeaturedListings();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('featured.heading')}</h1>
        <p className={styles.lead}>{t('featured.lead')}</p>
        <nav className={styles.links} aria-label={t('featured.links_label')}>
          <a href="/featured-details">{t('featured.details_link')}</a>
          <Link to="/create-account">{t('featured.create_account_link')}</Link>
          <a href="/my-crashpads">{t('featured.my_listings_link')}</a>
        </nav>
      </header>
      {featured.status === 'loading' && <Skeleton lines={4} height="1.4em" />}
      {featured.status === 'error' && (
        <div role="alert" className={styles.problem}>
          <p>{problemText(featured.error, t)}</p>
          <Button variant="secondary" small onClick={featured.retry}>
            {t('featured.retry')}
          </Button>
        </div>
      )}
      {featured.status === 'ready' &&
        (featured.value.length === 0 ? (
          <EmptyState
            title={t('featured.empty.title')}
            message={t('featured.empty.message')}
            action={
              <Link to="/airports" className={buttonClass('secondary')}>
                {t('featured.empty.browse')}
              </Link>
            }
          />
        ) : (
          <section aria-labelledby="featured-list">
            <h2 id="featured-list" className={styles.visuallyHidden}>
              {t('featured.list_label')}
            </h2>
            {renderCards(featured.value)}
          </section>
        ))}
    </div>
  );
}

export function problemText(error: unknown, t: (key: string) => string): string {
  const failure = describeFailure(error);
  if (failure.kind === 'server') return failure.message;
  return t(failure.kind === 'offline' ? 'featured.offline' : 'featured.load_failed');
}
