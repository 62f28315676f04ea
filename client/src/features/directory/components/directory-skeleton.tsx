import { Skeleton } from '../../../ui/feedback/skeleton';
import styles from './directory.module.css';

/** Shown while the directory loads (route pendingComponent). */
export function DirectorySkeleton() {
  return (
    <div className={styles.page} aria-busy="true">
      <Skeleton height="2em" width="50%" />
      <div className={styles.cities}>
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className={styles.city}>
            <Skeleton lines={3} />
          </div>
        ))}
      </div>
    </div>
  );
}
