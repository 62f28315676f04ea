import * as v from 'valibot';

/**
 * Stripe's ids are short words of ASCII letters, digits and underscores (`evt_…`, `in_…`, `pm_…`).
 * Anything else is not Stripe's, and would land in the path of the handler's read from Stripe.
 */
const stripeId = v.pipe(v.string(), v.regex(/^\w{1,255}$/));

/**
 * The part of a Stripe event the webhook relies on: its id (claimed once), its type (which
 * handler) and the id and kind of the object it is about (every handler re-reads that object from
 * Stripe). Everything else passes through: Stripe adds fields with every API version. A body that
 * carries the right signature but not this shape is refused like an unsigned one, before any
 * claim, so it changes nothing (it can only come from a broken sender or an API version change).
 */
export const webhookEventSchema = v.looseObject({
  id: stripeId,
  type: v.pipe(v.string(), v.minLength(1), v.maxLength(255)),
  data: v.looseObject({ object: v.looseObject({ id: stripeId, object: v.pipe(v.string(), v.minLength(1), v.maxLength(255)) }) }),
});
