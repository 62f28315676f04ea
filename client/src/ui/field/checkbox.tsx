import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { describedBy, FieldMessages } from './field-parts';
import styles from './field.module.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  error?: ReactNode;
  hint?: ReactNode;
}

export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox({ label, error, hint, id, className, ...rest }, ref) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <div className={styles.checkRow}>
        <input
          {...rest}
          ref={ref}
          id={inputId}
          type="checkbox"
          className={styles.checkbox}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, hint, error)}
        />
        <label htmlFor={inputId}>{label}</label>
      </div>
      <FieldMessages id={inputId} hint={hint} error={error} />
    </div>
  );
});
