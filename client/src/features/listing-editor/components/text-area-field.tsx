import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { describedBy, FieldLabel, FieldMessages } from '../../../ui/field/field-parts';
import styles from './editor.module.css';

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  error?: ReactNode;
  hint?: ReactNode;
  /** Live text under the box (e.g. the characters still needed), announced politely. */
  counter?: ReactNode;
  counterDone?: boolean;
}

/** A labelled multi-line text box in the look of the design system's fields. */
export function TextAreaField({ label, error, hint, counter, counterDone, id, required, ...rest }: TextAreaFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const counterId = `${inputId}-counter`;
  const described = [describedBy(inputId, hint, error), counter ? counterId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.section}>
      <FieldLabel htmlFor={inputId} label={label} required={required} />
      <textarea {...rest} id={inputId} required={required} className={styles.textarea} aria-invalid={error ? true : undefined} aria-describedby={described} />
      {counter && (
        <p id={counterId} className={[styles.counter, counterDone && styles.counterDone].filter(Boolean).join(' ')} aria-live="polite">
          {counter}
        </p>
      )}
      <FieldMessages id={inputId} hint={hint} error={error} />
    </div>
  );
}
