import * as v from 'valibot';

/** Longest push endpoint we store (real ones are 150–500 characters). */
const PUSH_ENDPOINT_MAX = 1024;

const base64url = (min: number, max: number) =>
  v.pipe(v.string('validation.invalid'), v.regex(/^[A-Za-z0-9_-]+={0,2}$/, 'validation.invalid'), v.minLength(min, 'validation.invalid'), v.maxLength(max, 'validation.invalid'));

const endpointField = v.pipe(
  v.string('validation.invalid'),
  v.maxLength(PUSH_ENDPOINT_MAX, 'validation.invalid'),
  v.url('validation.invalid'),
  v.startsWith('https://', 'validation.invalid'),
);

/** GET /push/public-key: the VAPID public key (base64url) the browser subscribes with. */
export const pushPublicKeyOutputSchema = v.strictObject({ public_key: v.string() });
export type PushPublicKeyOutput = v.InferOutput<typeof pushPublicKeyOutputSchema>;

/**
 * POST /push/subscriptions: the browser's `PushSubscription.toJSON()`. `p256dh` is the
 * subscription's P-256 public key (65 bytes), `auth` its 16-byte secret, both base64url. The
 * server also checks that the endpoint is on a known push service (production). Answer 201 `{ ok: true }`.
 */
export const pushSubscriptionInputSchema = v.strictObject({
  endpoint: endpointField,
  expirationTime: v.optional(v.nullable(v.number('validation.invalid'))),
  keys: v.strictObject({
    p256dh: base64url(80, 100),
    auth: base64url(16, 32),
  }),
});
export type PushSubscriptionInput = v.InferOutput<typeof pushSubscriptionInputSchema>;

/** DELETE /push/subscriptions: forget this device's subscription. Answer `{ ok: true }`. */
export const pushUnsubscribeInputSchema = v.strictObject({ endpoint: endpointField });

/**
 * What the service worker receives in a push for a new message (encrypted end to end by the
 * push protocol): the sender as title, a short excerpt, the thread to open, and a tag so a
 * newer message of the same thread replaces the older notification.
 */
export const pushNotificationPayloadSchema = v.object({
  title: v.string(),
  body: v.string(),
  url: v.pipe(v.string(), v.startsWith('/')),
  tag: v.string(),
});
export type PushNotificationPayload = v.InferOutput<typeof pushNotificationPayloadSchema>;
