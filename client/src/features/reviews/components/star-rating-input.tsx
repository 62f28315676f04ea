import { useId, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { SCORE_CHOICES } from '../model/star-display';
import styles from './reviews.module.css';

export interface StarRatingInputProps {
  value: number | null;
  onChange: (score: number) => void;
  error?: string | null;
  /** The first radio, to focus when the rating is missing. */
  firstRef?: Ref<HTMLInputElement>;
}

/**
 * A star rating with half stars (spec 2 §9) as a native radio group: Tab enters it, arrow keys
 * change the score, each half star is a labelled radio ("3.5 stars"). Hovering previews.
 */
export function StarRatingInput({ value, onChange, error, firstRef }: StarRatingInputProps) {
  const { t, i18n } = useTranslation();
  const name = useId();
  const errorId = `${name}-error`;
  const [hover, setHover] = useState<number | null>(null);
  const shown = hover ?? value ?? 0;
  const fmt = (n: number) => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(n);
  return (
    <fieldset className={styles.rating} aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend>{t('reviews.form.rating')}</legend>
      <div className={styles.ratingRow}>
        <div className={styles.ratingStars} onMouseLeave={() => setHover(null)}>
          {[1, 2, 3, 4, 5].map((star) => (
            <span key={star} className={styles.ratingStar}>
              {SCORE_CHOICES.filter((c) => Math.ceil(c) === star).map((choice) => {
                const id = `${name}-${choice}`;
                // The lowest score fills its whole star (there is no half star below 1).
                const side = choice === SCORE_CHOICES[0] ? '' : Number.isInteger(choice) ? styles.right : styles.left;
                return (
                  <span key={choice} style={{ display: 'contents' }}>
                    <input
                      ref={choice === SCORE_CHOICES[0] ? firstRef : undefined}
                      className={styles.radio}
                      type="radio"
                      id={id}
                      name={name}
                      value={choice}
                      checked={value === choice}
                      onChange={() => onChange(choice)}
                    />
                    <label htmlFor={id} className={`${styles.halfLabel} ${side} ${choice <= shown ? styles.on : ''}`} onMouseEnter={() => setHover(choice)}>
                      <span aria-hidden="true">★</span>
                      <span className={styles.srOnly}>{t('reviews.form.stars', { count: choice, score: fmt(choice) })}</span>
                    </label>
                  </span>
                );
              })}
            </span>
          ))}
        </div>
        <span className={styles.ratingValue} aria-hidden="true">
          {value === null ? t('reviews.form.no_rating') : t('reviews.form.stars', { count: value, score: fmt(value) })}
        </span>
      </div>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
