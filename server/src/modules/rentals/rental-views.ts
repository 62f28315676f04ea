import { RENTAL_HISTORY_IN_DOC_MAX, paymentRequestEntries, rentalEntries, type PaymentRequest, type PaymentRequestWire, type Rental, type RentalHistoryEntry, type RentalWire } from '@crashpad/sync';
import { wireOf } from '../sync/sync-adapter.js';
import type { PaymentRequestDoc, RentalDoc } from './rentals-collections.js';

/** The rental as replicated and as every REST answer shows it (no token, no scope fields). */
export const rentalWire = (doc: RentalDoc): RentalWire => wireOf<RentalWire>(rentalEntries, doc);
export function rentalView(doc: RentalDoc): Rental {
  const { _deleted: _d, ...rest } = rentalWire(doc);
  return rest;
}

export const paymentRequestWire = (doc: PaymentRequestDoc): PaymentRequestWire => wireOf<PaymentRequestWire>(paymentRequestEntries, doc);
export function paymentRequestView(doc: PaymentRequestDoc): PaymentRequest {
  const { _deleted: _d, ...rest } = paymentRequestWire(doc);
  return rest;
}

/** Appends a history entry, keeping the newest RENTAL_HISTORY_IN_DOC_MAX in the document. */
export function withHistory(history: readonly RentalHistoryEntry[], entry: RentalHistoryEntry): RentalHistoryEntry[] {
  return [...history, entry].slice(-RENTAL_HISTORY_IN_DOC_MAX);
}

/** spec 3 §2: the booking reference is the rental number zero-padded to six digits. */
export const bookingReferenceOf = (seq: number): string => String(seq).padStart(6, '0');

/** Dollars for texts (e-mails, alerts): "$1,250" or "$1,250.50"; spec 3 §9 shows whole dollars in lists. */
export function dollarsText(cents: number): string {
  const whole = Math.floor(cents / 100);
  const rest = cents % 100;
  return `$${whole.toLocaleString('en-US')}${rest ? `.${String(rest).padStart(2, '0')}` : ''}`;
}
