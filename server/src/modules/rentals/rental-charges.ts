import type Stripe from 'stripe';
import { AppError } from '../../http/app-error.js';
import { chargeToConnectedAccount } from '../payments/connect-charge.js';
import { payoutView } from '../payments/payouts-service.js';
import type { PaymentsDeps } from '../payments/payments-deps.js';
import type { RentalLedgerKind } from './rental-ledger.js';
import { isoAt, type RentalsDeps } from './rentals-deps.js';
import type { RentalDoc } from './rentals-collections.js';

/** The metadata area the payments webhook hands rental PaymentIntents to (see module.ts). */
export const RENTALS_INTENT_AREA = 'rentals';

export interface RentalChargeRequest {
  rental: RentalDoc;
  kind: Exclude<RentalLedgerKind, 'manual' | 'refund' | 'fee'>;
  amountCents: number;
  /** The business operation: `deposit:{rentalId}`, `rent:{rentalId}:{YYYY-MM}`, `request:{id}`. */
  key: string;
  period: string | null;
  paymentRequestId: string | null;
  description: string;
}

export type RentalChargeOutcome = { status: 'paid'; intentId: string } | { status: 'failed'; message: string };

export function paymentsOf(deps: RentalsDeps): PaymentsDeps {
  if (!deps.payments) throw new AppError('payments_unavailable');
  return deps.payments;
}

/**
 * The tenant's card and the lister's payout account for a charge, or the spec's answers when one
 * is missing: CUSTOMER_ID_MISSING / PAYMENT_METHOD_REQUIRED for the tenant (spec 3 §8), payout
 * onboarding for the lister.
 */
export async function chargeParties(pay: PaymentsDeps, tenantUserId: string, listerId: string) {
  const [tenant, lister] = await Promise.all([pay.accounts.get(tenantUserId), pay.accounts.get(listerId)]);
  if (!tenant.customer_id) throw new AppError('customer_id_missing', { data: [{ error_code: 'CUSTOMER_ID_MISSING' }] });
  if (!tenant.card || tenant.card.status !== 'Active') throw new AppError('payment_method_required', { data: [{ error_code: 'PAYMENT_METHOD_REQUIRED' }] });
  if (!lister.connect_account_id || payoutView(lister).status !== 'complete') throw new AppError('payout_onboarding_required');
  return { customerId: tenant.customer_id, paymentMethodId: tenant.card.id, destination: lister.connect_account_id };
}

/** Whether the lister's payout onboarding is complete (autopay needs it, spec 3 §4). */
export async function payoutComplete(deps: RentalsDeps, listerId: string): Promise<boolean> {
  if (!deps.payments) return false;
  const account = await deps.payments.accounts.get(listerId);
  return payoutView(account).status === 'complete';
}

/** The fields of a ledger row about a Stripe PaymentIntent of the rental (its payment, fee or refund). */
export function stripeEntryOf(rental: RentalDoc, intent: Stripe.PaymentIntent, kind: string) {
  const m = intent.metadata ?? {};
  return {
    ...ledgerPartiesOf(rental),
    type: 'PAYMENT' as const,
    provider: 'stripe',
    period: m.crashpad_period || null,
    payment_intent: intent.id,
    payment_request_id: m.crashpad_request || null,
    with_deposit: kind === 'deposit',
    notes: intent.description ?? '',
    failure_message: null,
  };
}

/** The rental's fields every ledger row of it carries. */
export function ledgerPartiesOf(rental: RentalDoc) {
  return {
    rental_id: rental.id,
    booking_reference: rental.booking_reference,
    lister_id: rental.lister_id,
    tenant_user_id: rental.user_id,
    listing_id: rental.listing_id,
    location_name: rental.location,
  };
}

/**
 * The ledger rows of a PaymentIntent Stripe reports succeeded: the payment (`charge:{pi}`) and the
 * platform's 1 % service fee Stripe kept from it as the application fee (`fee:{pi}`), each written
 * once however often the synchronous answer, the webhook and their duplicates report it. The
 * amounts are the ones Stripe confirmed on the PaymentIntent. True when a row was new.
 */
export async function bookIntent(deps: RentalsDeps, rental: RentalDoc, intent: Stripe.PaymentIntent): Promise<boolean> {
  const m = intent.metadata ?? {};
  if (intent.status !== 'succeeded') return false;
  const kind = (m.crashpad_kind as RentalChargeRequest['kind'] | undefined) ?? 'rent';
  const fee = intent.application_fee_amount ?? 0;
  const common = { ...stripeEntryOf(rental, intent, kind), status: 'paid' as const };
  const now = deps.app.clock.now();
  const charged = await deps.ledger.record({ ...common, entry_key: `charge:${intent.id}`, kind, amount_cents: intent.amount, fee_cents: fee }, now);
  // Recorded even when the payment's row was already there: a crash between the two writes is mended by the next report.
  // The fee row names its payment by the PaymentIntent; its own notes stay empty (the list shows the payment's notes once).
  const feeBooked = fee > 0 ? await deps.ledger.record({ ...common, entry_key: `fee:${intent.id}`, kind: 'fee', amount_cents: fee, fee_cents: 0, notes: '' }, now) : false;
  return charged || feeBooked;
}

/**
 * Charges the tenant's saved card for the lister (spec 3 §1): a PaymentIntent with the 1 %
 * service fee as `application_fee_amount` and the rest to the lister's connected account, through
 * the payments module's charge helper with the operation's idempotency key (a retry replays
 * Stripe's first answer). A refusal ends that attempt (the next try of the same operation gets a
 * new key) and is booked as a failed row; an outage leaves it pending (503, retried with the same
 * key). Only a PaymentIntent Stripe reports succeeded is booked as paid.
 */
export async function chargeRental(deps: RentalsDeps, req: RentalChargeRequest): Promise<RentalChargeOutcome> {
  const pay = paymentsOf(deps);
  if (!req.rental.user_id) throw new AppError('rental_state');
  const parties = await chargeParties(pay, req.rental.user_id, req.rental.lister_id);
  const metadata: Record<string, string> = {
    crashpad_area: RENTALS_INTENT_AREA,
    crashpad_rental: req.rental.id,
    crashpad_kind: req.kind,
    crashpad_period: req.period ?? '',
    crashpad_request: req.paymentRequestId ?? '',
  };
  try {
    const intent = await chargeToConnectedAccount(pay, {
      payerUserId: req.rental.user_id,
      customerId: parties.customerId,
      paymentMethodId: parties.paymentMethodId,
      destinationAccountId: parties.destination,
      amountCents: req.amountCents,
      idempotencyKey: req.key,
      description: req.description,
      metadata,
    });
    if (intent.status === 'succeeded') {
      await bookIntent(deps, req.rental, intent);
      return { status: 'paid', intentId: intent.id };
    }
    const message = intent.last_payment_error?.message ?? 'The bank asks the cardholder to confirm this payment.';
    await bookFailure(deps, req, message);
    return { status: 'failed', message };
  } catch (err) {
    if (!(err instanceof AppError) || err.code !== 'payment_failed') throw err;
    // A definite refusal: close the attempt so the next try is a new PaymentIntent.
    await pay.operations.collection.updateMany({ base_key: req.key, state: 'pending' }, { $set: { state: 'failed', updated_at: isoAt(deps.app.clock.now()) } });
    const entry = (err.options.data?.[0] ?? {}) as { message?: string };
    const message = entry.message ?? 'Your card was declined.';
    await bookFailure(deps, req, message);
    return { status: 'failed', message };
  }
}

async function bookFailure(deps: RentalsDeps, req: RentalChargeRequest, message: string): Promise<void> {
  const attempts = await deps.ledger.collection.countDocuments({ rental_id: req.rental.id, status: 'failed', kind: req.kind, period: req.period, payment_request_id: req.paymentRequestId });
  await deps.ledger.record(
    {
      entry_key: `failure:${req.key}:${attempts + 1}`,
      ...ledgerPartiesOf(req.rental),
      kind: req.kind,
      type: 'PAYMENT',
      status: 'failed',
      amount_cents: req.amountCents,
      fee_cents: 0,
      provider: 'stripe',
      period: req.period,
      payment_intent: null,
      payment_request_id: req.paymentRequestId,
      with_deposit: req.kind === 'deposit',
      notes: req.description,
      failure_message: message,
    },
    deps.app.clock.now(),
  );
}

