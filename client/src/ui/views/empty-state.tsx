import type { ReactNode } from 'react';
import styles from './views.module.css';

/** "Nothing here yet" with an optional next step. */
export interface EmptyStateProps {
  title: ReactNode;
  message?: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
  /** A larger picture shown instead of the round icon (e.g. the empty inbox). */
  illustration?: ReactNode;
  /** 1 when the state is the whole page (404), else 2 inside a page. */
  level?: 1 | 2;
}

export function EmptyState({ title, message, action, icon, illustration, level = 2 }: EmptyStateProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className={styles.view}>
      {illustration ? <div className={styles.illustration} aria-hidden="true">{illustration}</div> : icon && <div className={styles.icon} aria-hidden="true">{icon}</div>}
      <Heading className={styles.title}>{title}</Heading>
      {message && <p className={styles.message}>{message}</p>}
      {action && <div className={styles.actions}>{action}</div>}
    </div>
  );
}
