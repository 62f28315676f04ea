import { CURRENCY } from './price-catalogue.js';
import { isoNow, type PaymentsDeps } from './payments-deps.js';
import { toAppError } from './stripe-errors.js';

/** spec 1 §9: the product charges 1 % above the provider's fees (basis points, integer maths). */
export const SERVICE_FEE_BASIS_POINTS = 100;

/** The platform's fee on an amount in cents, rounded half up to a whole cent. */
export function serviceFeeCents(amountCents: number): number {
  return Math.floor((amountCents * SERVICE_FEE_BASIS_POINTS + 5_000) / 10_000);
}

/**
 * A charge from a payer's saved card to a lister's connected account, the platform keeping the
 * 1 % service fee (`application_fee_amount`, `transfer_data.destination`). Rentals, deposits
 * and rent (next issue) build on this. The idempotency key names the business operation, e.g.
 * `rent:{rentalId}:{YYYY-MM}`; the PaymentIntent's outcome is stored by the webhook/re-read path.
 */
export async function chargeToConnectedAccount(
  deps: PaymentsDeps,
  input: { payerUserId: string; customerId: string; paymentMethodId: string; destinationAccountId: string; amountCents: number; idempotencyKey: string; description: string; metadata: Record<string, string> },
) {
  const op = await deps.operations.open(input.idempotencyKey, input.payerUserId, isoNow(deps));
  try {
    const intent = await deps.stripe.paymentIntents.create(
      {
        amount: input.amountCents,
        currency: CURRENCY,
        customer: input.customerId,
        payment_method: input.paymentMethodId,
        off_session: true,
        confirm: true,
        description: input.description,
        application_fee_amount: serviceFeeCents(input.amountCents),
        transfer_data: { destination: input.destinationAccountId },
        metadata: { ...input.metadata, crashpad_user: input.payerUserId, crashpad_op: op._id },
      },
      { idempotencyKey: op._id },
    );
    await deps.operations.finish(op._id, intent.status === 'succeeded' ? 'succeeded' : 'failed', intent.id, isoNow(deps));
    return intent;
  } catch (err) {
    throw toAppError(err);
  }
}
