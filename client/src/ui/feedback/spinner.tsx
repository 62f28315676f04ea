import { useTranslation } from 'react-i18next';
import styles from './feedback.module.css';

/** A loading indicator announced to screen readers ("Loading…" unless a label is given). */
export function Spinner({ label, inline }: { label?: string; inline?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={inline ? styles.spinnerInline : styles.spinnerBlock} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.visuallyHidden}>{label ?? t('ui.loading')}</span>
    </div>
  );
}
