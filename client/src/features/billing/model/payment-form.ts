/** spec 1 §9: the payment form's country starts as the United States. */
export const DEFAULT_PAYMENT_COUNTRY = 'US';

/** The text fields of the payment form (spec 1 §3 "Payment form"). */
export interface PaymentFormValues {
  first_name: string;
  last_name: string;
  address_zip: string;
  country: string;
}

/** Whether each Stripe card field reports itself complete (Stripe.js `change` events). */
export interface CardCompleteness {
  number: boolean;
  expiry: boolean;
  cvc: boolean;
}

export type PaymentFormField = keyof PaymentFormValues | 'card_number' | 'card_expiry' | 'card_cvc';

export interface PaymentFormIssue {
  field: PaymentFormField;
  /** i18n key under `billing.form.errors`. */
  key: string;
}

export const emptyPaymentForm = (): PaymentFormValues => ({ first_name: '', last_name: '', address_zip: '', country: DEFAULT_PAYMENT_COUNTRY });

// Spaces of every kind plus the invisible format characters (zero-width space/joiners, word
// joiner, BOM): a field holding only these is empty, not a name.
const INVISIBLE = /[\s\u200B-\u200D\u2060\uFEFF]/gu;

/** The text as it is sent: trimmed of the spaces and invisible characters around it. */
export function cleanText(value: string): string {
  return value.replace(/^[\s\u200B-\u200D\u2060\uFEFF]+|[\s\u200B-\u200D\u2060\uFEFF]+$/gu, '');
}

const isBlank = (value: string) => value.replace(INVISIBLE, '') === '';

/**
 * spec 1 §5 "Payment form": the first problem in the spec's order — first name, last name,
 * zip/postal code, country, then the card's number, expiry and cvc — or null when all is set.
 */
export function firstPaymentFormIssue(values: PaymentFormValues, card: CardCompleteness): PaymentFormIssue | null {
  const checks: [boolean, PaymentFormField, string][] = [
    [isBlank(values.first_name), 'first_name', 'first_name_required'],
    [isBlank(values.last_name), 'last_name', 'last_name_required'],
    [isBlank(values.address_zip), 'address_zip', 'zip_required'],
    [!/^[A-Z]{2}$/.test(values.country), 'country', 'country_required'],
    [!card.number, 'card_number', 'card_number_required'],
    [!card.expiry, 'card_expiry', 'month_required'],
    [!card.cvc, 'card_cvc', 'cvc_required'],
  ];
  const failed = checks.find(([bad]) => bad);
  return failed ? { field: failed[1], key: failed[2] } : null;
}

/** The cardholder's name as Stripe stores it on the PaymentMethod's billing details. */
export function cardholderName(values: PaymentFormValues): string {
  return `${cleanText(values.first_name)} ${cleanText(values.last_name)}`.trim();
}
