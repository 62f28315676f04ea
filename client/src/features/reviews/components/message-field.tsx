import { REVIEW_MESSAGE_MAX } from '@crashpad/sync';
import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldLabel } from '../../../ui/field/field-parts';
import fieldStyles from '../../../ui/field/field.module.css';
import { remainingChars } from '../model/review-values';
import styles from './reviews.module.css';

/** A review or response text with the spec's remaining-characters counter (max 1000). */
export function MessageField({ label, value, onChange, error, required, inputRef }: { label: string; value: string; onChange: (text: string) => void; error?: string | null; required?: boolean; inputRef?: Ref<HTMLTextAreaElement> }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={fieldStyles.field}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <textarea
        ref={inputRef}
        id={id}
        className={`${fieldStyles.control} ${styles.textarea}`}
        value={value}
        maxLength={REVIEW_MESSAGE_MAX}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
      />
      <p id={`${id}-count`} className={styles.counter} aria-live="polite">
        {t('reviews.form.remaining', { count: remainingChars(value) })}
      </p>
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
