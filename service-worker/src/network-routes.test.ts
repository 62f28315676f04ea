import { describe, expect, it } from 'vitest';
import { networkOnlyRules } from './network-routes';
import { isNeverCached } from './caching-rules';

describe('networkOnlyRules', () => {
  it('sends every /api path to the network, and only those the worker never answers', () => {
    const rules = networkOnlyRules((init) => init);
    expect(rules).toEqual([{ condition: { urlPattern: { pathname: '/api/*' } }, source: 'network' }]);
    // The pattern's prefix is one the caching rules already leave alone.
    expect(isNeverCached(new URL('https://x.test/api/sync/outbox/push'))).toBe(true);
  });

  it('adds no rule where the browser has no URLPattern', () => {
    expect(networkOnlyRules(null)).toBeNull();
  });
});
