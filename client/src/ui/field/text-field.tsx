import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { describedBy, FieldLabel, FieldMessages } from './field-parts';
import styles from './field.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: ReactNode;
  /** Translated error text; marks the input invalid and is read with it. */
  error?: ReactNode;
  hint?: ReactNode;
}

/** A labelled input with hint and error text (type text, email, password, tel, number, …). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ label, error, hint, id, className, required, ...rest }, ref) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={inputId} label={label} required={required} />
      <input
        {...rest}
        ref={ref}
        id={inputId}
        required={required}
        className={styles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, hint, error)}
      />
      <FieldMessages id={inputId} hint={hint} error={error} />
    </div>
  );
});
