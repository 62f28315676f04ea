import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api-client/api-client';
import { createApiEvents } from '../api-client/api-events';
import { MemoryStorage } from '../../test-support/fixtures';
import { createConfigStore, DEFAULT_CONFIG } from './config-store';

const cached = { ...DEFAULT_CONFIG, brand_name: 'Cached', flags: { ...DEFAULT_CONFIG.flags, events: true } };

function setup(stored: unknown, answer: () => Response = () => new Response(null, { status: 503 })) {
  const storage = new MemoryStorage();
  if (stored !== undefined) storage.setItem('app_config', JSON.stringify(stored));
  const api = createApiClient({ getToken: () => null, getLocale: () => 'en', events: createApiEvents(), isOnline: () => true, fetch: (async () => answer()) as typeof fetch });
  const tasks: (() => void)[] = [];
  const store = createConfigStore({ api, storage, scheduleFullCheck: (task) => tasks.push(task) });
  return { store, storage, runFullCheck: () => tasks.forEach((task) => task()) };
}

describe('config store: cached config checked quickly at start, fully after the first paint', () => {
  it('starts from a cached config that passes the quick check and keeps it when the full check passes', async () => {
    const { store, runFullCheck } = setup(cached);
    expect(store.getSnapshot().brand_name).toBe('Cached');
    runFullCheck();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(store.getSnapshot()).toEqual(cached);
  });

  it('falls back to the defaults when the cached config fails the full schema', async () => {
    const { store, runFullCheck } = setup({ ...cached, site: 'site.elsewhere' });
    expect(store.getSnapshot().site).toBe('site.elsewhere');
    const changed = vi.fn();
    store.subscribe(changed);
    runFullCheck();
    await vi.waitFor(() => expect(store.getSnapshot()).toBe(DEFAULT_CONFIG));
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it('ignores a cached value of the wrong shape from the start', () => {
    expect(setup({ ...cached, flags: { events: 'yes' } }).store.getSnapshot()).toBe(DEFAULT_CONFIG);
    expect(setup([cached]).store.getSnapshot()).toBe(DEFAULT_CONFIG);
  });

  it('validates GET /config and caches only a valid answer', async () => {
    const fresh = { ...DEFAULT_CONFIG, brand_name: 'Fresh' };
    const ok = setup(undefined, () => Response.json(fresh));
    await expect(ok.store.load()).resolves.toEqual(fresh);
    expect(JSON.parse(ok.storage.getItem('app_config')!)).toEqual(fresh);
    const bad = setup(undefined, () => Response.json({ ...fresh, dev_tools: 'yes' }));
    await expect(bad.store.load()).resolves.toBe(DEFAULT_CONFIG);
    expect(bad.storage.getItem('app_config')).toBeNull();
  });

  it('shares one request between loads for the same caller, and stores only the latest caller\'s answer', async () => {
    const storage = new MemoryStorage();
    let caller: string | null = null;
    const answers: ((config: unknown) => void)[] = [];
    const request = vi.fn(() => new Promise<Response>((resolve) => answers.push((config) => resolve(Response.json(config)))));
    const api = createApiClient({ getToken: () => caller, getLocale: () => 'en', events: createApiEvents(), isOnline: () => true, fetch: request as unknown as typeof fetch });
    const store = createConfigStore({ api, storage, caller: () => caller });

    const first = store.load();
    const second = store.load();
    await vi.waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    expect(second).toBe(first);
    // A login meanwhile: the new caller's flags may differ, so it asks again.
    caller = 'token-of-ana';
    const third = store.load();
    await vi.waitFor(() => expect(request).toHaveBeenCalledTimes(2));
    answers[1]!({ ...DEFAULT_CONFIG, brand_name: 'For Ana' });
    await expect(third).resolves.toMatchObject({ brand_name: 'For Ana' });
    // The visitor's answer arrives last: it does not replace Ana's.
    answers[0]!({ ...DEFAULT_CONFIG, brand_name: 'For a visitor' });
    await expect(first).resolves.toMatchObject({ brand_name: 'For Ana' });
    expect(store.getSnapshot().brand_name).toBe('For Ana');
    expect(JSON.parse(storage.getItem('app_config')!)).toMatchObject({ brand_name: 'For Ana' });
    // Once answered, a later load asks again.
    void store.load();
    await vi.waitFor(() => expect(request).toHaveBeenCalledTimes(3));
  });
});
