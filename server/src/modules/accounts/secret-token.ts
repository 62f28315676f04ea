import { createHash, randomBytes, randomInt } from 'node:crypto';

/** A token for an e-mailed link: 256 random bits, URL-safe (DECISIONS #6 asks ≥128). */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as this digest, so a leaked database holds no usable link. */
export function digestToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** A 6-digit code for e-mail (account closing), uniformly random. */
export function newNumericCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}
