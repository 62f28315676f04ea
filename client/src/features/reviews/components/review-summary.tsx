import { useTranslation } from 'react-i18next';
import { Stars } from './stars';
import styles from './reviews.module.css';

/** Average stars and the review count ("★★★★½ 4.5 · 2 reviews"); "No reviews yet" when none. */
export function ReviewSummary({ count, average }: { count: number; average: number }) {
  const { t, i18n } = useTranslation();
  if (count === 0) return <p className={styles.summary}>{t('reviews.count', { count: 0 })}</p>;
  return (
    <p className={styles.summary}>
      <Stars score={average} />
      <span>{new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(average)}</span>
      <span className={styles.muted}>· {t('reviews.count', { count })}</span>
    </p>
  );
}
