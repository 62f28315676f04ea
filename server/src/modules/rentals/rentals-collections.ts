import type { PaymentRequest, Rental } from '@crashpad/sync';
import type { AppContext } from '../../app-context.js';
import { replicatedCollection, type ReplicatedDoc, type SeqStrategy } from '../sync/replicated-collection.js';

/**
 * A rental as stored: its replicated fields plus server-only ones. `participants` scopes the
 * pull (the lister, and the tenant's account once known); the invitation token exists only as
 * its digest, with its expiry (DECISIONS #6).
 */
export type RentalDoc = ReplicatedDoc &
  Rental & {
    participants: string[];
    token_digest: string | null;
    /** ms; the link stops working then (also on cancel, resend or use). */
    token_expires_at: number | null;
    /** Lower-cased tenant e-mail, for lookups by the invited address. */
    tenant_email_key: string;
    /** Sequence number behind `booking_reference` (for the per-store order). */
    booking_seq: number;
    /** Autopay schedule (server-only): the next rent charge date, null when none is due. */
    next_charge_date: string | null;
    /** The next charge is the prorated first rent. */
    next_charge_prorated: boolean;
    /** Failed attempts of the next charge so far; retried a day apart up to RENT_CHARGE_ATTEMPTS. */
    charge_attempts: number;
    /** ms; a failed charge is not retried before this. */
    retry_at: number | null;
    /** The reminder already sent for this charge date (24 h before). */
    reminded_for: string | null;
    /**
     * Ids of the outbox rows already carried out on this rental (edit, cancel, resend written
     * offline), newest last, at most OUTBOX_OPS_KEPT: a retried delivery changes nothing twice.
     */
    outbox_ops?: string[];
  };

/** How many outbox row ids a rental remembers (a row is retried within minutes, not after 20 edits). */
export const OUTBOX_OPS_KEPT = 20;

/** Whether the outbox row `opId` was already carried out on this rental. */
export const hasOutboxOp = (rental: { outbox_ops?: string[] }, opId: string | undefined): boolean => opId !== undefined && (rental.outbox_ops ?? []).includes(opId);

/** The rental's remembered outbox rows with `opId` added (unchanged without one). */
export const withOutboxOp = (rental: { outbox_ops?: string[] }, opId: string | undefined): { outbox_ops?: string[] } =>
  opId === undefined ? {} : { outbox_ops: [...(rental.outbox_ops ?? []), opId].slice(-OUTBOX_OPS_KEPT) };

/** A payment request as stored; `participants` are the lister and the tenant. */
export type PaymentRequestDoc = ReplicatedDoc & PaymentRequest & { participants: string[] };

/** The replicated collections of the rentals module, with their pull and query indexes. */
export function rentalsCollections(app: AppContext, strategy?: SeqStrategy) {
  const rentals = replicatedCollection<RentalDoc>(app.store, app.clock, 'rentals', strategy);
  const requests = replicatedCollection<PaymentRequestDoc>(app.store, app.clock, 'payment_requests', strategy);
  return {
    rentals,
    requests,
    async init() {
      await rentals.init('participants', [
        { lister_id: 1, status: 1 },
        { user_id: 1, status: 1 },
        { tenant_email_key: 1, status: 1 },
        { token_digest: 1 },
        { listing_id: 1, bed_id: 1, status: 1 },
        // The rent run's batches (rent-run.ts): autopay rentals in `_id` order from the last one
        // seen, so MongoDB walks the index and stops at the batch size instead of sorting every
        // accepted rental per batch; and the check-outs that have come.
        { status: 1, auto_pay: 1, _id: 1 },
        { status: 1, checkout_date: 1 },
      ]);
      await requests.init('participants', [{ rental_id: 1 }, { tenant_user_id: 1, status: 1 }]);
    },
  };
}
export type RentalsCollections = ReturnType<typeof rentalsCollections>;
