import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionTokens } from './session-tokens.js';

const SECRET = 'test-secret-test-secret-test-secret';
const CLAIMS = { sub: '01ARZ3NDEKTSV4RRFFQ69G5FAV', sid: '01ARZ3NDEKTSV4RRFFQ69G5FAW', account_type: 'lister' as const, expire_at_utc: null };

afterEach(() => vi.useRealTimers());

/** Changes one character of the signature (not the last, whose low bits base64url may ignore). */
const tamper = (token: string) => {
  const at = token.length - 3;
  return token.slice(0, at) + (token[at] === 'A' ? 'B' : 'A') + token.slice(at + 1);
};

describe('session tokens (verified once, then remembered)', () => {
  it('verifies a token again and again with the same claims, and a changed copy never', async () => {
    const tokens = new SessionTokens(SECRET);
    const token = await tokens.sign(CLAIMS, Date.now() + 3_600_000);
    const first = await tokens.verify(token);
    expect(first).toMatchObject(CLAIMS);
    first!.sub = 'changed by a caller';
    expect(await tokens.verify(token)).toMatchObject(CLAIMS);
    expect(await tokens.verify(tamper(token))).toBeNull();
    expect(await new SessionTokens('another-secret-another-secret-xx').verify(token)).toBeNull();
  });

  it('stops accepting a remembered token once it expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-01T12:00:00Z'));
    const tokens = new SessionTokens(SECRET);
    const token = await tokens.sign(CLAIMS, Date.now() + 60_000);
    expect(await tokens.verify(token)).not.toBeNull();
    vi.setSystemTime(new Date('2026-06-01T12:00:59Z'));
    expect(await tokens.verify(token)).not.toBeNull();
    vi.setSystemTime(new Date('2026-06-01T12:01:00Z'));
    expect(await tokens.verify(token)).toBeNull();
    expect(await tokens.verify(token)).toBeNull();
  });
});
