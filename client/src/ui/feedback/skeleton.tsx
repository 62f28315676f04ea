import styles from './feedback.module.css';

/** Placeholder blocks while content loads; hidden from assistive technology. */
export function Skeleton({ lines = 1, height, width }: { lines?: number; height?: number | string; width?: number | string }) {
  return (
    <div aria-hidden="true" className={styles.skeletonGroup}>
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className={styles.skeleton} style={{ height, width: i === lines - 1 && lines > 1 ? '60%' : width }} />
      ))}
    </div>
  );
}
