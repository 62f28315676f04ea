import { createHmac } from 'node:crypto';
/**
 * Stripe's webhook signature: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`, what
 * `stripe.webhooks.constructEvent` verifies (the secret is used as given, `whsec_` included).
 */
export function signPayload(body, secret, timestamp) {
    const v1 = createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');
    return `t=${timestamp},v1=${v1}`;
}
