import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../lib/api-client/api-client';
import { createApiEvents } from '../lib/api-client/api-events';
import { createDatabaseRegistry } from './database-registry';
import type { DatabaseRuntime } from './database-runtime';
import { createSyncStatusStore } from './sync-status-store';

type Runtime = typeof import('./database-runtime');

/** A registry whose runtime module is a fake: `load` counts the imports, `failFirst` makes the first one fail. */
function setup({ failFirst = false } = {}) {
  const started: string[] = [];
  const runtimeModule = {
    startDatabaseRuntime: async (userId: string) => {
      started.push(userId);
      return { userId, close: async () => undefined } as unknown as DatabaseRuntime;
    },
    removeDatabase: async () => undefined,
  } as unknown as Runtime;
  let calls = 0;
  const load = vi.fn(async () => {
    calls += 1;
    if (failFirst && calls === 1) throw new TypeError('Failed to fetch dynamically imported module');
    return runtimeModule;
  });
  const api = createApiClient({ getToken: () => null, getLocale: () => 'en', events: createApiEvents(), isOnline: () => true, fetch: vi.fn() });
  const registry = createDatabaseRegistry({ api, getToken: () => null, status: createSyncStatusStore(), load });
  return { registry, load, started };
}

describe('database registry: preparing the runtime before a login', () => {
  it('loads the runtime without opening a database, and the open that follows does not load it again', async () => {
    const { registry, load, started } = setup();
    registry.prepare();
    registry.prepare();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(started).toEqual([]);
    const runtime = await registry.open('alice');
    expect(runtime.userId).toBe('alice');
    expect(started).toEqual(['alice']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed preparation is silent and the next open loads again', async () => {
    const { registry, load, started } = setup({ failFirst: true });
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      registry.prepare();
      await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
      await new Promise((r) => setTimeout(r, 0));
      const runtime = await registry.open('alice');
      expect(runtime.userId).toBe('alice');
      expect(load).toHaveBeenCalledTimes(2);
      expect(started).toEqual(['alice']);
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('opens and removals share the one load', async () => {
    const { registry, load } = setup();
    await registry.open('alice');
    await registry.remove('bob');
    await registry.open('bob');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
