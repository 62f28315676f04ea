import { Skeleton } from '../../../ui/feedback/skeleton';
import styles from './listing-detail.module.css';

/** Shown while a listing or lister page loads (route pendingComponent). */
export function ListingSkeleton() {
  return (
    <div className={styles.page} aria-busy="true">
      <div className={styles.main}>
        <Skeleton height="2.2em" width="70%" />
        <Skeleton height={220} />
        <Skeleton lines={6} />
      </div>
      <div className={styles.sidebar}>
        <Skeleton lines={4} />
      </div>
    </div>
  );
}
