import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DatabaseRegistryContext } from '../../../db/database-context';
import type { DatabaseRegistry } from '../../../db/database-registry';
import { testUser } from '../../../test-support/fixtures';
import { SessionContext } from '../data/session-context';
import type { SessionState, SessionStore } from '../data/session-store';
import { SwitchedBanner } from './switched-banner';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderBanner(admin: SessionState['admin']) {
  const events: string[] = [];
  const state: SessionState = { token: 't', user: testUser({ id: 'switched-1', first_name: 'Sam', last_name: 'Tenant' }), hasAutoPayment: false, expiresAt: null, admin };
  const store = {
    getSnapshot: () => state,
    subscribe: () => () => undefined,
    switchBack: vi.fn(async () => void events.push('switch back')),
  } as unknown as SessionStore;
  const registry = { remove: vi.fn(async (userId: string) => void events.push(`remove ${userId}`)) } as unknown as DatabaseRegistry;
  // The way back reloads the app as the admin.
  vi.stubGlobal('location', { ...window.location, assign: vi.fn((href: string) => void events.push(`reload ${href}`)) });
  render(
    <SessionContext.Provider value={store}>
      <DatabaseRegistryContext.Provider value={registry}>
        <SwitchedBanner />
      </DatabaseRegistryContext.Provider>
    </SessionContext.Provider>,
  );
  return { events };
}

describe('switched banner', () => {
  it("going back from the banner ends the switch, deletes the switched user's local data, then reloads as the admin (DECISIONS #8)", async () => {
    const { events } = renderBanner(testUser({ id: 'admin-1', is_admin: true }));
    expect(screen.getByRole('status').textContent).toContain('session.switched.notice');
    await act(async () => screen.getByRole('button', { name: 'session.switched.back' }).click());
    await vi.waitFor(() => expect(events).toEqual(['switch back', 'remove switched-1', 'reload /']));
  });

  it('shows nothing while no admin is switched in', () => {
    renderBanner(null);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
