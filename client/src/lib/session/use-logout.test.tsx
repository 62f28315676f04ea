import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DatabaseRegistryContext } from '../../db/database-context';
import type { DatabaseRegistry } from '../../db/database-registry';
import { SessionContext } from './data/session-context';
import type { SessionStore } from './data/session-store';
import { useLogout } from './use-logout';

const navigate = vi.fn((_to: { href: string }) => Promise.resolve());
vi.mock('@tanstack/react-router', () => ({ useNavigate: () => navigate }));

function setup() {
  const events: string[] = [];
  let finishRemoval: (() => void) | undefined;
  const store = {
    getSnapshot: () => ({ user: { id: 'u1' } }),
    logout: vi.fn(() => (events.push('logout'), Promise.resolve())),
  } as unknown as SessionStore;
  const registry = {
    current: vi.fn(() => Promise.resolve(null)),
    remove: vi.fn((userId: string) => {
      events.push(`remove ${userId}`);
      return new Promise<void>((resolve) => (finishRemoval = () => (events.push('removed'), resolve())));
    }),
  } as unknown as DatabaseRegistry;
  navigate.mockImplementation(({ href }) => (events.push(`navigate ${href}`), Promise.resolve()));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SessionContext.Provider value={store}>
      <DatabaseRegistryContext.Provider value={registry}>{children}</DatabaseRegistryContext.Provider>
    </SessionContext.Provider>
  );
  const hook = renderHook(() => useLogout(), { wrapper });
  return { events, hook, finish: () => finishRemoval?.() };
}

describe('logout', () => {
  it('queues the database removal, then navigates without waiting for the deletion to finish', async () => {
    const { events, hook, finish } = setup();
    let done = false;
    const run = hook.result.current('/tenant/invitation/abc').then(() => (done = true));
    await vi.waitFor(() => expect(events).toContain('navigate /tenant/invitation/abc'));
    // Queued first (an open of the same user waits behind it), still running when the page moves on.
    expect(events).toEqual(['logout', 'remove u1', 'navigate /tenant/invitation/abc']);
    expect(done).toBe(false);
    await act(async () => {
      finish();
      await run;
    });
    expect(events).toEqual(['logout', 'remove u1', 'navigate /tenant/invitation/abc', 'removed']);
    expect(done).toBe(true);
  });

  it('goes to the home page by default, and a failed deletion does not stop the logout', async () => {
    const registry = { current: () => Promise.resolve(null), remove: () => Promise.reject(new Error('blocked')) } as unknown as DatabaseRegistry;
    const store = { getSnapshot: () => ({ user: { id: 'u2' } }), logout: () => Promise.resolve() } as unknown as SessionStore;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    navigate.mockImplementation(() => Promise.resolve());
    const hook = renderHook(() => useLogout(), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <SessionContext.Provider value={store}>
          <DatabaseRegistryContext.Provider value={registry}>{children}</DatabaseRegistryContext.Provider>
        </SessionContext.Provider>
      ),
    });
    await act(() => hook.result.current());
    expect(navigate).toHaveBeenLastCalledWith({ href: '/' });
    expect(errors).toHaveBeenCalledWith('could not delete local data', expect.any(Error));
    errors.mockRestore();
  });
});
