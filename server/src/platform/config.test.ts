import { describe, expect, it } from 'vitest';
import { loadConfig, parseRateLimit } from './config.js';

describe('rate limits from the environment', () => {
  const fallback = { max: 10, windowMs: 60_000 };
  it('keeps the product default when unset or blank', () => {
    expect(parseRateLimit(undefined, fallback, 'X')).toEqual(fallback);
    expect(parseRateLimit(' ', fallback, 'X')).toEqual(fallback);
  });
  it('reads <max>/<seconds>', () => {
    expect(parseRateLimit('500/60', fallback, 'X')).toEqual({ max: 500, windowMs: 60_000 });
    expect(loadConfig({ RATE_LIMIT_LOGIN: '3/10' }, { dataDir: null }).rateLimits.login).toEqual({ max: 3, windowMs: 10_000 });
    expect(loadConfig({}, { dataDir: null }).rateLimits.forgot).toEqual({ max: 5, windowMs: 60_000 });
  });
  it('refuses a malformed value instead of running without a limit', () => {
    for (const raw of ['10', 'ten/60', '0/60', '10/0', '-1/60', '10/60/2']) expect(() => parseRateLimit(raw, fallback, 'RATE_LIMIT_LOGIN'), raw).toThrow(/RATE_LIMIT_LOGIN/);
  });
});
