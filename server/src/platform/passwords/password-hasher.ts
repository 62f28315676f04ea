import { randomBytes } from 'node:crypto';
import { hash, verify, type Options } from '@node-rs/argon2';

/** OWASP's argon2id setting (m=19 MiB, t=2, p=1): about 13 ms here (STACK-NOTES #13). */
// `Algorithm` is a const enum that isolatedModules cannot inline: 2 is Argon2id.
const OPTIONS: Options = { algorithm: 2 as NonNullable<Options['algorithm']>, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** False for a wrong password and for a malformed stored hash (never throws on bad input). */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash of a random secret, made once, that unknown-user logins are checked against so that
 * "no such account" costs the same time as "wrong password" (DECISIONS #7).
 */
export function createDummyHash(): Promise<string> {
  return hashPassword(randomBytes(16).toString('base64url'));
}
