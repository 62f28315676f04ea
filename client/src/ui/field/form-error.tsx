import type { ReactNode } from 'react';
import styles from './field.module.css';

/** A form-level error (server message, "Something went wrong"), announced when it appears. */
export function FormError({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <div role="alert" className={styles.formError}>
      {children}
    </div>
  );
}
