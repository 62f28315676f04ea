import * as v from 'valibot';

export const TENANT_MESSAGE_MAX = 5000;
/** A lister messages at most this many properties at once. */
export const TENANT_MESSAGE_MAX_TARGETS = 200;

/**
 * POST /lister/send-message-to-tenant (spec 2 §3 "Bulk message payload"): the message and the
 * ids its recipients are found by. My listings sends the ids of the selected properties, whose
 * current tenants all receive it ("message all tenants across selected properties").
 */
export const sendTenantMessageInputSchema = v.strictObject({
  message_body: v.pipe(v.string('validation.message_required'), v.trim(), v.minLength(1, 'validation.message_required'), v.maxLength(TENANT_MESSAGE_MAX, 'validation.too_long')),
  tenants: v.pipe(
    v.array(v.pipe(v.string(), v.regex(/^[0-9A-Za-z_-]{1,64}$/, 'validation.invalid')), 'validation.invalid'),
    v.minLength(1, 'validation.invalid'),
    v.maxLength(TENANT_MESSAGE_MAX_TARGETS, 'validation.too_long'),
  ),
});
export type SendTenantMessageInput = v.InferOutput<typeof sendTenantMessageInputSchema>;
export const sendTenantMessageOutputSchema = v.object({ message: v.string() });
