import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_COUNT, isCommonPassword } from './common-passwords.js';
import { createDummyHash, hashPassword, verifyPassword } from './password-hasher.js';

describe('common passwords', () => {
  it('ships at least the top 1000 and matches case-insensitively', () => {
    expect(COMMON_PASSWORD_COUNT).toBeGreaterThanOrEqual(1000);
    for (const p of ['password', 'PASSWORD', 'Qwerty123', 'iloveyou', '123456789', 'letmein']) expect(isCommonPassword(p), p).toBe(true);
    for (const p of ['crashpad-demo', 'flying-high-42', 'Lufthansa-reserve-2031']) expect(isCommonPassword(p), p).toBe(false);
  });
});

describe('password hashing', () => {
  it('hashes with argon2id at m=19456, t=2, p=1 and verifies', async () => {
    const hash = await hashPassword('flying-high-42');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'flying-high-42')).toBe(true);
    expect(await verifyPassword(hash, 'flying-high-43')).toBe(false);
  });
  it('never throws on a malformed stored hash', async () => {
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
    expect(await verifyPassword(await createDummyHash(), 'anything')).toBe(false);
  });
});
