import type { ButtonHTMLAttributes, Ref } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

/** The button look, for router links that should look like buttons (`<Link className={buttonClass()}>`). */
export function buttonClass(variant: ButtonVariant = 'primary', options: { block?: boolean; small?: boolean } = {}): string {
  return [styles.button, styles[variant], options.block && styles.block, options.small && styles.small].filter(Boolean).join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** React 19 passes refs as props (e.g. a dialog's initial focus). */
  ref?: Ref<HTMLButtonElement>;
  variant?: ButtonVariant;
  /** Shows a spinner, disables the button and marks it busy (e.g. while a form submits). */
  loading?: boolean;
  block?: boolean;
  small?: boolean;
}

export function Button({ variant = 'primary', loading = false, block, small, className, disabled, children, type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={[buttonClass(variant, { block, small }), className].filter(Boolean).join(' ')}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
}
