import { forwardRef, useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { describedBy, FieldLabel, FieldMessages } from './field-parts';
import styles from './field.module.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** Text of an empty first option ("Select…"); omit when a value is always chosen. */
  placeholder?: string;
  error?: ReactNode;
  hint?: ReactNode;
}

export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, options, placeholder, error, hint, id, className, required, ...rest },
  ref,
) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={selectId} label={label} required={required} />
      <select
        {...rest}
        ref={ref}
        id={selectId}
        required={required}
        className={styles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(selectId, hint, error)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldMessages id={selectId} hint={hint} error={error} />
    </div>
  );
});
