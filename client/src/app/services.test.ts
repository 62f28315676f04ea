import { describe, expect, it, vi } from 'vitest';
import { loadMemberChrome } from './member-chrome-loader';
import { createServices } from './services';

vi.mock('./member-chrome-loader', () => ({ loadMemberChrome: vi.fn(() => Promise.resolve({})) }));
// The database's code itself (RxDB) is not what this is about.
const runtime = vi.hoisted(() => ({ loads: 0 }));
vi.mock('../db/database-runtime', () => {
  runtime.loads += 1;
  return { startDatabaseRuntime: vi.fn(), removeDatabase: vi.fn(() => Promise.resolve()) };
});

describe('app services', () => {
  it('a screen preparing a login loads the database code and the logged-in header together', async () => {
    const { databases } = createServices(window);
    expect(loadMemberChrome).not.toHaveBeenCalled();
    databases.prepare();
    expect(loadMemberChrome).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(runtime.loads).toBe(1));
    // The rest of the registry is the registry's own: nothing open, nothing to close.
    await expect(databases.current('u1')).resolves.toBeNull();
    await expect(databases.close()).resolves.toBeUndefined();
  });
});
