import type { AppConfig } from '@crashpad/sync';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONFIG } from '../config/config-store';
import { publishableKeyNow } from './publishable-key';

const withKey: AppConfig = { ...DEFAULT_CONFIG, stripe: { publishable_key: 'pk_test_123' } } as AppConfig;

describe('publishableKeyNow', () => {
  it('takes the key from the config the app already has, without asking again', async () => {
    const load = vi.fn(async () => withKey);
    expect(await publishableKeyNow({ getSnapshot: () => withKey, load })).toBe('pk_test_123');
    expect(load).not.toHaveBeenCalled();
  });

  it('asks for the config when a payment starts before it arrived', async () => {
    const load = vi.fn(async () => withKey);
    expect(await publishableKeyNow({ getSnapshot: () => DEFAULT_CONFIG, load })).toBe('pk_test_123');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers no key when the server has none (payments unconfigured)', async () => {
    expect(await publishableKeyNow({ getSnapshot: () => DEFAULT_CONFIG, load: async () => DEFAULT_CONFIG })).toBeUndefined();
  });
});
