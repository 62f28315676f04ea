import { describe, expect, it } from 'vitest';
import { isUserId, normalizeUserId } from './user-id';

describe('user ids for switch-user', () => {
  it('accepts a ULID, pasted with spaces or in lower case', () => {
    expect(isUserId('01ARZ3NDEKTSV4RRFFQ69G5FAV')).toBe(true);
    expect(isUserId(' 01arz3ndektsv4rrffq69g5fav ')).toBe(true);
    expect(normalizeUserId(' 01arz3ndektsv4rrffq69g5fav ')).toBe('01ARZ3NDEKTSV4RRFFQ69G5FAV');
  });
  it('refuses e-mails, short ids and letters outside Crockford base32', () => {
    expect(isUserId('ava@example.com')).toBe(false);
    expect(isUserId('01ARZ3NDEK')).toBe(false);
    expect(isUserId('01ARZ3NDEKTSV4RRFFQ69G5FAU')).toBe(false);
    expect(isUserId('')).toBe(false);
  });
});
