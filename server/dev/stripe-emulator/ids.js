import { randomBytes } from 'node:crypto';
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** A Stripe-looking id: prefix, underscore, 24 base62 characters (`cus_…`, `pi_…`). */
export function newId(prefix, length = 24) {
    const bytes = randomBytes(length);
    let out = '';
    for (const b of bytes)
        out += ALPHABET[b % ALPHABET.length];
    return `${prefix}_${out}`;
}
/** A client secret as Stripe shapes them: `<object id>_secret_<random>`. */
export function clientSecret(objectId) {
    return `${objectId}_secret_${newId('x').slice(2)}`;
}
