import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { describedBy, FieldLabel, FieldMessages } from '../../../ui/field/field-parts';
import styles from './contact.module.css';

/** A labelled multi-line field with the same label, hint and error parts as TextField. */
export function MessageArea({ label, error, hint, required, ...rest }: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: ReactNode; error?: ReactNode; hint?: ReactNode }) {
  const id = useId();
  return (
    <div className={styles.field}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <textarea {...rest} id={id} required={required} className={styles.textarea} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} />
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
