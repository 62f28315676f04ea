import { useTranslation } from 'react-i18next';
import { shownScore, starsOf } from '../model/star-display';
import styles from './reviews.module.css';

/** Five stars for a score or an average, read by screen readers as "Rated 4.5 out of 5". */
export function Stars({ score }: { score: number }) {
  const { t, i18n } = useTranslation();
  const label = t('reviews.rated', { score: new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(shownScore(score)) });
  return (
    <span className={styles.stars} role="img" aria-label={label}>
      {starsOf(score).map((fill, i) => (
        <span key={i} className={`${styles.star} ${styles[fill]}`} aria-hidden="true" />
      ))}
    </span>
  );
}
