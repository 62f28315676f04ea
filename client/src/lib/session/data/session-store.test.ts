import { DAY_MS, type SessionOutput } from '@crashpad/sync';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../api-client/api-client';
import { createApiEvents } from '../../api-client/api-events';
import { isAccountExpired, showsExpiredModalOn } from '../model/account-expiry';
import { MemoryStorage, testUser } from '../../../test-support/fixtures';
import { createSessionStore, type SessionStore } from './session-store';

const T0 = Date.UTC(2025, 5, 1);

function output(over: Partial<SessionOutput> = {}): SessionOutput {
  return { token: 'tok_user_0123456789', user: testUser(), has_auto_payment: true, session_expires_at: 0, ...over };
}

let storage: Storage;
let clock: number;
let requests: { method: string; url: string; auth: string | undefined }[];
let respond: (url: string) => Response;

function makeStore(): SessionStore {
  const events = createApiEvents();
  let store: SessionStore | undefined;
  const api = createApiClient({
    getToken: () => store?.getToken() ?? null,
    getLocale: () => 'en',
    events,
    isOnline: () => true,
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const headers = (init?.headers ?? {}) as Record<string, string>;
      requests.push({ method: init?.method ?? 'GET', url: String(input), auth: headers.Authorization });
      return respond(String(input));
    }) as typeof fetch,
  });
  store = createSessionStore({ storage, api, now: () => clock });
  return store;
}

beforeEach(() => {
  storage = new MemoryStorage();
  clock = T0;
  requests = [];
  respond = () => Response.json({ ok: true });
});

describe('session expiry (spec 1 §4)', () => {
  it('keeps a keep-me session for 365 days and a normal one for 1 day', () => {
    const store = makeStore();
    store.login(output(), true);
    expect(storage.getItem('isKeep')).toBe(String(T0 + 365 * DAY_MS));
    store.login(output(), false);
    expect(storage.getItem('isKeep')).toBe(String(T0 + DAY_MS));
  });

  it('prefers the expiry the server gives (e.g. a one-hour switched session)', () => {
    const store = makeStore();
    store.login(output({ session_expires_at: T0 + 3_600_000 }), true);
    expect(store.getSnapshot().expiresAt).toBe(T0 + 3_600_000);
  });

  it('stores token, user and autopay flag under the spec keys', () => {
    const store = makeStore();
    store.login(output(), false);
    expect(storage.getItem('token')).toBe('tok_user_0123456789');
    expect(JSON.parse(storage.getItem('user') ?? '{}')).toMatchObject({ id: 'u1' });
    expect(storage.getItem('has_auto_payment')).toBe('true');
    expect(store.getSnapshot()).toMatchObject({ token: 'tok_user_0123456789', hasAutoPayment: true });
  });

  it('forgets token, user and remember flag once the stored expiry has passed', () => {
    const store = makeStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.login(output(), false);
    clock = T0 + DAY_MS + 1;
    expect(store.getToken()).toBeNull();
    expect(storage.getItem('token')).toBeNull();
    expect(storage.getItem('user')).toBeNull();
    expect(storage.getItem('isKeep')).toBeNull();
    expect(store.getSnapshot().user).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('starts logged out when the stored session already expired', () => {
    makeStore().login(output(), false);
    clock = T0 + 2 * DAY_MS;
    expect(makeStore().getSnapshot().token).toBeNull();
  });
});

function storeWithDeferredCheck() {
  const tasks: (() => void)[] = [];
  const api = createApiClient({ getToken: () => null, getLocale: () => 'en', events: createApiEvents(), isOnline: () => true, fetch: (async () => Response.json({})) as typeof fetch });
  const store = createSessionStore({ storage, api, now: () => clock, scheduleFullCheck: (task) => tasks.push(task) });
  return { store, runFullCheck: () => tasks.forEach((task) => task()) };
}
const storeSession = (user: unknown) => {
  makeStore().login(output(), true);
  storage.setItem('user', JSON.stringify(user));
};

describe('stored user check (quick at start, full schema after the first paint)', () => {
  it('forgets a session whose stored user passes the quick check but not the user schema', async () => {
    storeSession({ ...testUser(), locale: 'xx' });
    const { store, runFullCheck } = storeWithDeferredCheck();
    expect(store.getSnapshot().user?.locale).toBe('xx');
    const changed = vi.fn();
    store.subscribe(changed);
    runFullCheck();
    await vi.waitFor(() => expect(store.getSnapshot().token).toBeNull());
    expect(changed).toHaveBeenCalled();
    expect(storage.getItem('token')).toBeNull();
  });

  it('keeps a valid stored user, dropping fields the schema does not know', async () => {
    storeSession({ ...testUser(), stray: 'x' });
    const { store, runFullCheck } = storeWithDeferredCheck();
    runFullCheck();
    await vi.waitFor(() => expect(store.getSnapshot().user).toEqual(testUser()));
    expect(store.getSnapshot().token).toBe('tok_user_0123456789');
  });

  it('rejects a stored user without the fields the shell reads even before the full check', () => {
    storeSession({ id: 'u1' });
    const { store } = storeWithDeferredCheck();
    expect(store.getSnapshot().token).toBeNull();
  });
});

describe('logout', () => {
  it('calls the server with the token and clears token, user, temp user and acknowledgements', async () => {
    const store = makeStore();
    store.login(output(), true);
    store.writeTempUser({ email: 'x@example.com' });
    storage.setItem('pendingInvitesAcknowledged', '1');
    storage.setItem('setupPaymentMethodAcknowledged', '1');
    await store.logout();
    expect(requests).toEqual([{ method: 'POST', url: '/api/logout', auth: 'Bearer tok_user_0123456789' }]);
    for (const key of ['token', 'user', 'isKeep', 'temp_user', 'has_auto_payment', 'pendingInvitesAcknowledged', 'setupPaymentMethodAcknowledged']) {
      expect(storage.getItem(key)).toBeNull();
    }
    expect(store.getSnapshot().token).toBeNull();
  });

  it('forgets the session locally even when the server cannot be reached', async () => {
    respond = () => {
      throw new TypeError('Failed to fetch');
    };
    const store = makeStore();
    store.login(output(), true);
    await store.logout();
    expect(store.getSnapshot().token).toBeNull();
  });
});

describe('refreshUser and admin switch', () => {
  it('stores the user GET /api/user returns', async () => {
    respond = () => Response.json({ user: testUser({ first_name: 'Bea' }) });
    const store = makeStore();
    store.login(output(), true);
    await expect(store.refreshUser()).resolves.toMatchObject({ first_name: 'Bea' });
    expect(store.getSnapshot().user?.first_name).toBe('Bea');
  });

  it('forgets a session the server no longer knows, but keeps it when offline', async () => {
    const store = makeStore();
    store.login(output(), true);
    respond = () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(store.refreshUser()).resolves.toBeNull();
    expect(store.getSnapshot().token).toBe('tok_user_0123456789');
    respond = () => Response.json({ code: 'login_expired', message: 'expired' }, { status: 401 });
    await store.refreshUser();
    expect(store.getSnapshot().token).toBeNull();
    expect(storage.getItem('user')).toBeNull();
  });

  it('keeps the admin session aside while switched and restores the one switch-back answers', async () => {
    const store = makeStore();
    store.login(output({ token: 'tok_admin_0123456789', user: testUser({ id: 'admin', is_admin: true }) }), true);
    respond = () => Response.json(output({ token: 'tok_switched_012345', user: testUser({ id: 'u9' }), session_expires_at: T0 + 3_600_000 }));
    await store.switchToUser('u9');
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/api/admin/switch-user/u9', auth: 'Bearer tok_admin_0123456789' });
    expect(store.getSnapshot()).toMatchObject({ token: 'tok_switched_012345', user: { id: 'u9' }, admin: { id: 'admin' }, expiresAt: T0 + 3_600_000 });

    requests = [];
    const fresh = output({ token: 'tok_admin_fresh_0123', user: testUser({ id: 'admin', is_admin: true }), session_expires_at: T0 + 9 * DAY_MS });
    respond = () => Response.json({ ok: true, session: fresh });
    await store.switchBack();
    expect(requests).toEqual([{ method: 'POST', url: '/api/admin/switch-back', auth: 'Bearer tok_switched_012345' }]);
    expect(store.getSnapshot()).toMatchObject({ token: 'tok_admin_fresh_0123', user: { id: 'admin' }, admin: null });
  });

  it('logs the admin out when the server says the admin session ended, keeps the stash when offline', async () => {
    const store = makeStore();
    const admin = output({ token: 'tok_admin_0123456789', user: testUser({ id: 'admin', is_admin: true }) });
    const switched = output({ token: 'tok_switched_012345', user: testUser({ id: 'u9' }), session_expires_at: T0 + 3_600_000 });
    store.login(admin, true);
    respond = () => Response.json(switched);
    await store.switchToUser('u9');
    respond = () => Response.json({ ok: true, session: null });
    await store.switchBack();
    expect(store.getSnapshot().token).toBeNull();

    store.login(admin, true);
    respond = () => Response.json(switched);
    await store.switchToUser('u9');
    respond = () => {
      throw new TypeError('Failed to fetch');
    };
    await store.switchBack();
    expect(store.getSnapshot()).toMatchObject({ token: 'tok_admin_0123456789', admin: null });
  });
});

describe('account expiry', () => {
  it('is expired only when now is later than expire_at', () => {
    const user = testUser({ expire_at: '2025-06-01T00:00:00.000Z' });
    expect(isAccountExpired(user, T0)).toBe(false);
    expect(isAccountExpired(user, T0 + 1)).toBe(true);
    expect(isAccountExpired(testUser({ expire_at: null }), T0 + DAY_MS)).toBe(false);
    expect(isAccountExpired(null, T0)).toBe(false);
  });

  it('is expired when the server marked the plan expired, whatever the device clock says', () => {
    expect(isAccountExpired(testUser({ expire_at: '2099-01-01T00:00:00.000Z', plan_status: 'expired' }), T0)).toBe(true);
  });

  it('does not show the modal on account-expired, contact and login', () => {
    expect(showsExpiredModalOn('/account-expired')).toBe(false);
    expect(showsExpiredModalOn('/contact/')).toBe(false);
    expect(showsExpiredModalOn('/login')).toBe(false);
    // The renewal pages stay reachable.
    expect(showsExpiredModalOn('/change-package')).toBe(false);
    expect(showsExpiredModalOn('/update-payment-method')).toBe(false);
    expect(showsExpiredModalOn('/messages')).toBe(true);
    expect(showsExpiredModalOn('/')).toBe(true);
  });
});
