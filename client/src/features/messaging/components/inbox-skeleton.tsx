import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../ui/feedback/skeleton';
import styles from './inbox.module.css';

/** Placeholder cards while the local database opens or a tab's first query runs. */
export function InboxSkeleton({ cards = 4 }: { cards?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className={styles.list}>
      <span className={styles.visuallyHidden}>{t('messaging.inbox.loading')}</span>
      {Array.from({ length: cards }, (_, i) => (
        <div key={i} className={styles.skeletonCard}>
          <Skeleton lines={3} />
        </div>
      ))}
    </div>
  );
}
