import * as v from 'valibot';
import { BULK_MESSAGE_RENTALS_MAX } from '../limits.js';

export const TENANT_MESSAGE_MAX = 5000;
/** A lister messages at most this many properties at once. */
export const TENANT_MESSAGE_MAX_TARGETS = 200;

const idList = (max: number) =>
  v.pipe(v.array(v.pipe(v.string(), v.regex(/^[0-9A-Za-z_-]{1,64}$/, 'validation.invalid')), 'validation.invalid'), v.maxLength(max, 'validation.too_long'));

/**
 * POST /lister/send-message-to-tenant (spec 3 §3 "Bulk message payload"; issue 10): `tenants` are
 * rental ids selected in My Crew; `listings` are listing ids selected in My Listings, whose
 * accepted rentals' tenants all receive it. Each tenant gets the message once, in the thread with
 * the lister about the rental's listing. At least one of the two lists names something.
 */
export const sendTenantMessageInputSchema = v.pipe(
  v.strictObject({
    message_body: v.pipe(v.string('validation.message_required'), v.trim(), v.minLength(1, 'validation.message_required'), v.maxLength(TENANT_MESSAGE_MAX, 'validation.too_long')),
    tenants: v.optional(idList(BULK_MESSAGE_RENTALS_MAX), []),
    listings: v.optional(idList(TENANT_MESSAGE_MAX_TARGETS), []),
  }),
  v.forward(
    v.check((x) => x.tenants.length + x.listings.length > 0, 'validation.invalid'),
    ['tenants'],
  ),
);
/** `sent`: tenants who got the message. */
export const sendTenantMessageOutputSchema = v.object({ message: v.string(), sent: v.optional(v.number()) });
