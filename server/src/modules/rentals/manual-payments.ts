import { manualPaymentInputSchema, type Transaction } from '@crashpad/sync';
import { ulid } from 'ulid';
import { AppError } from '../../http/app-error.js';
import { parseInput } from '../../http/validate.js';
import type { UserDoc } from '../accounts/user-doc.js';
import { toTransaction } from './crew-queries.js';
import { assertLister } from './invite-rules.js';
import { ledgerPartiesOf } from './rental-charges.js';
import type { RentalsDeps } from './rentals-deps.js';

/**
 * POST /transaction (spec 3 §3 "Manual payment"): a payment the lister received outside the app
 * (cash, Venmo, …), booked in the rental's ledger as paid with no fee. Only for the lister's own
 * pending or accepted rentals (or one that ended, to record a late payment). Booked once per
 * `entry_id` (the form's id): a retry after a lost answer answers the row already booked.
 */
export async function recordManualPayment(deps: RentalsDeps, lister: UserDoc, raw: unknown): Promise<Transaction> {
  assertLister(lister);
  const input = parseInput(manualPaymentInputSchema, raw);
  const rental = await deps.col.rentals.get(input.tenant_id);
  if (!rental || rental._deleted || rental.lister_id !== lister._id) throw new AppError('not_found');
  if ((input.listing_id && input.listing_id !== rental.listing_id) || (input.room_id && input.room_id !== rental.room_id)) throw new AppError('not_found');
  if (rental.status === 'deleted') throw new AppError('rental_state');
  const now = deps.app.clock.now();
  // One business operation, one row: the client's id of the payment, scoped to the lister (ids of
  // others can never name, or block, this lister's rows).
  const key = input.entry_id ? `manual:${lister._id}:${input.entry_id}` : `manual:${ulid(now)}`;
  const fresh = await deps.ledger.record(
    {
      ...ledgerPartiesOf(rental),
      entry_key: key,
      kind: 'manual',
      type: 'manual',
      status: 'paid',
      amount_cents: input.amount,
      fee_cents: 0,
      provider: input.payment_method,
      period: null,
      payment_intent: null,
      payment_request_id: null,
      with_deposit: false,
      notes: input.notes,
      failure_message: null,
    },
    now,
  );
  const row = (await deps.ledger.byKey(key))!;
  // The same id again with other details is another payment under a used id: refused, nothing booked.
  if (!fresh && (row.rental_id !== rental.id || row.amount_cents !== input.amount || row.provider !== input.payment_method || row.notes !== input.notes)) throw new AppError('conflict');
  return toTransaction(row);
}
