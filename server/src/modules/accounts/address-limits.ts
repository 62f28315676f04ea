import { enforceRateLimit } from '../../http/rate-limit.js';
import type { AccountsDeps } from './accounts-deps.js';

/**
 * The key of a target address: lower case, without a `+tag` (most providers deliver
 * `name+anything@` to `name@`, so aliases must not multiply an address's budget).
 */
export function targetAddressKey(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 0) return lower;
  const local = lower.slice(0, at);
  const plus = local.indexOf('+');
  return `${plus > 0 ? local.slice(0, plus) : local}${lower.slice(at)}`;
}

const mailKey = (email: string) => `mail:addr:${targetAddressKey(email)}`;

/**
 * Limits per TARGET address (issue 7 §1.6, DECISIONS #7), on top of the per-client limits at the
 * routes: however many clients an attacker uses, one address gets only a few account mails an
 * hour, and whether it has an account can be asked only a few times. Both are counted before
 * anything is looked up, so known and unknown addresses are limited alike.
 */
export function addressLimits(deps: AccountsDeps) {
  const { rateLimiter, config } = deps.app;
  return {
    /** Before an account mail to `email` may go out (or might: the answer must not tell). */
    mail: (email: string) => enforceRateLimit(rateLimiter, mailKey(email), config.rateLimits.mailPerAddress),
    /** Counts a mail that goes out regardless (the sign-up's own verification link). */
    async countMail(email: string): Promise<void> {
      await rateLimiter.hit(mailKey(email), config.rateLimits.mailPerAddress);
    },
    /** Before an answer that tells whether `email` has an account. */
    lookup: (email: string) => enforceRateLimit(rateLimiter, `lookup:addr:${targetAddressKey(email)}`, config.rateLimits.lookupPerAddress),
  };
}
export type AddressLimits = ReturnType<typeof addressLimits>;
