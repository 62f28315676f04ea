import { CardCvcElement, CardExpiryElement, CardNumberElement } from '@stripe/react-stripe-js';
import type { StripeElementChangeEvent } from '@stripe/stripe-js';
import { useId, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardCompleteness, PaymentFormField } from '../model/payment-form';
import styles from './billing.module.css';

type CardPart = 'number' | 'expiry' | 'cvc';
const FIELD: Record<CardPart, PaymentFormField> = { number: 'card_number', expiry: 'card_expiry', cvc: 'card_cvc' };

interface StripeFieldProps {
  id?: string;
  options?: Record<string, unknown>;
  onChange?: (event: StripeElementChangeEvent) => void;
  onFocus?: () => void;
  onBlur?: () => void;
}
const ELEMENT: Record<CardPart, ComponentType<StripeFieldProps>> = {
  number: CardNumberElement as ComponentType<StripeFieldProps>,
  expiry: CardExpiryElement as ComponentType<StripeFieldProps>,
  cvc: CardCvcElement as ComponentType<StripeFieldProps>,
};

export interface CardFieldsProps {
  /** The form's current problem, shown under the card part it belongs to. */
  issue: { field: PaymentFormField; message: string } | null;
  /** One part reported complete or not; the caller merges it (events can outrun React's renders). */
  onPartComplete: (part: keyof CardCompleteness, complete: boolean) => void;
}

/**
 * The card number, expiry and CVC as Stripe Elements (the card data never touches our page or
 * server). Each part reports whether it is complete, which the form checks in the spec's order.
 */
export function CardFields({ issue, onPartComplete }: CardFieldsProps) {
  const { t } = useTranslation();
  const [stripeErrors, setStripeErrors] = useState<Partial<Record<CardPart, string>>>({});

  // Stripe.js may call a handler set before the latest render (react-stripe-js swaps handlers in
  // an effect), so nothing here reads state from the closure: updates are merged where they land.
  const onChange = (part: CardPart) => (event: StripeElementChangeEvent) => {
    onPartComplete(part, event.complete);
    setStripeErrors((errors) => ({ ...errors, [part]: event.error?.message }));
  };

  return (
    <div className={styles.row}>
      {(['number', 'expiry', 'cvc'] as const).map((part) => (
        <StripeField
          key={part}
          part={part}
          label={t(`billing.form.card_${part}`)}
          error={issue?.field === FIELD[part] ? issue.message : stripeErrors[part]}
          onChange={onChange(part)}
        />
      ))}
    </div>
  );
}

function StripeField({ part, label, error, onChange }: { part: CardPart; label: string; error?: string; onChange: (e: StripeElementChangeEvent) => void }) {
  const id = useId();
  const [focused, setFocused] = useState(false);
  const Element = ELEMENT[part];
  const box = [styles.stripeBox, focused && styles.stripeBoxFocus, error && styles.stripeBoxInvalid].filter(Boolean).join(' ');
  return (
    <div className={styles.stripeField} data-card-part={part}>
      <span id={`${id}-label`} className={styles.stripeLabel}>
        {label}
      </span>
      <div className={box} aria-labelledby={`${id}-label`} role="group">
        <Element
          id={`${id}-input`}
          options={{ style: { base: { fontSize: '16px' } }, ...(part === 'number' ? { showIcon: true } : {}) }}
          onChange={onChange}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
        />
      </div>
      {error && (
        <p className={styles.fieldError} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
