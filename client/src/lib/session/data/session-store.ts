import type { SessionOutput, User } from '@crashpad/sync';
import type { ApiClient } from '../../api-client/api-client';
import { ApiError } from '../../api-client/api-error';
import { resetAcknowledgements, SESSION_KEYS } from '../model/session-keys';
import {
  clearStoredSession,
  readStoredSession,
  sessionExpiry,
  writeStoredSession,
  type StoredSession,
} from '../model/session-storage';
import { quickUserCheck, type StoredUserCheck } from '../model/stored-user';

/** The session's schemas and valibot, loaded on demand (session-schemas.ts), not with the first page. */
const schemas = () => import('./session-schemas');
const userOutput = () => schemas().then((m) => m.userOutputSchema);
const sessionOutput = () => schemas().then((m) => m.sessionOutputSchema);
const switchBackOutput = () => schemas().then((m) => m.switchBackOutputSchema);

export interface SessionState {
  token: string | null;
  user: User | null;
  hasAutoPayment: boolean;
  /** ms since epoch when the stored session is forgotten. */
  expiresAt: number | null;
  /** The admin whose session is kept aside while switched into `user` (DECISIONS #8). */
  admin: User | null;
}

export interface SessionStore {
  getSnapshot(): SessionState;
  subscribe(listener: () => void): () => void;
  /** The live token, or null; forgets the session first when its stored expiry has passed. */
  getToken(): string | null;
  /** spec 1 §4: stores token, user and the autopay flag with a 365-day or 1-day expiry. */
  login(output: SessionOutput, isKeep: boolean): void;
  /** Ends the session on the server (best effort) and forgets it locally. */
  logout(): Promise<void>;
  /** Reloads the user from GET /api/user; returns null when logged out or unreachable. */
  refreshUser(): Promise<User | null>;
  setUser(user: User): void;
  setHasAutoPayment(value: boolean): void;
  /** Admin only: switch into another user, keeping the admin's session aside. */
  switchToUser(userId: string): Promise<void>;
  /** Ends the switched session and restores the admin's. */
  switchBack(): Promise<void>;
  /** Sign-up data kept between the sign-up steps (spec 1 §3 temp_user). */
  readTempUser<T = unknown>(): T | null;
  writeTempUser(value: unknown): void;
}

export interface SessionStoreDeps {
  storage: Storage;
  api: ApiClient;
  now?: () => number;
  /** Window whose `storage` events keep several tabs in step (omit in tests). */
  window?: Pick<Window, 'addEventListener'>;
  /**
   * When to check the stored user against the full schema (the app: after the first paint, so
   * the first load needs no valibot; until then a quick structural check stands). Default: now.
   */
  scheduleFullCheck?: (task: () => void) => void;
}

const EMPTY: SessionState = { token: null, user: null, hasAutoPayment: false, expiresAt: null, admin: null };

const fromOutput = (output: SessionOutput, expiresAt: number): StoredSession => ({
  token: output.token,
  user: output.user,
  hasAutoPayment: output.has_auto_payment,
  expiresAt,
});

export function createSessionStore(deps: SessionStoreDeps): SessionStore {
  const { storage, api } = deps;
  const now = deps.now ?? Date.now;
  const listeners = new Set<() => void>();
  let checkUser: StoredUserCheck = quickUserCheck;
  const stored = (slot?: 'admin') => readStoredSession(storage, now(), slot, checkUser);
  let state = read();

  // The full check replaces the quick one; a stored user failing it ends the session, as an
  // unreadable one always did (readStoredSession).
  (deps.scheduleFullCheck ?? ((task) => task()))(() => {
    // No stored session, nothing to check: a later login stores what a validated answer gave.
    if (state.token === null) return;
    void schemas()
      .then((m) => {
        checkUser = m.fullUserCheck;
        publish();
      })
      .catch(() => undefined);
  });

  function read(): SessionState {
    const own = stored();
    if (!own) return EMPTY;
    const admin = stored('admin');
    return { token: own.token, user: own.user, hasAutoPayment: own.hasAutoPayment, expiresAt: own.expiresAt, admin: admin?.user ?? null };
  }

  function publish(): void {
    const next = read();
    // read() parses fresh objects; keep the old snapshot when nothing changed (useSyncExternalStore).
    if (JSON.stringify(next) === JSON.stringify(state)) return;
    state = next;
    for (const listener of listeners) listener();
  }

  function forgetAll(): void {
    clearStoredSession(storage);
    clearStoredSession(storage, 'admin');
    storage.removeItem(SESSION_KEYS.tempUser);
    resetAcknowledgements(storage);
  }

  function current(): StoredSession | null {
    return stored();
  }

  deps.window?.addEventListener('storage', (event) => {
    const key = (event as StorageEvent).key;
    if (key === null || Object.values(SESSION_KEYS).includes(key as never)) publish();
  });

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getToken() {
      const session = current();
      if (!session && state.token) publish();
      return session?.token ?? null;
    },
    login(output, isKeep) {
      clearStoredSession(storage, 'admin');
      writeStoredSession(storage, fromOutput(output, output.session_expires_at > now() ? output.session_expires_at : sessionExpiry(now(), isKeep)));
      publish();
    },
    async logout() {
      const tokens = [current()?.token, stored('admin')?.token].filter((t): t is string => Boolean(t));
      forgetAll();
      publish();
      // Revoke on the server (DECISIONS #3); offline or failing, the local session is gone anyway.
      await Promise.all(tokens.map((token) => api.post('/logout', undefined, { token, background: true }).catch(() => undefined)));
    },
    async refreshUser() {
      const session = current();
      if (!session) return null;
      try {
        const { user } = await api.get('/user', { schema: userOutput, background: true });
        if (current()?.token !== session.token) return null;
        writeStoredSession(storage, { ...session, user });
        publish();
        return user;
      } catch (err) {
        // The server no longer knows this session (logged out elsewhere, password changed):
        // forget it here too rather than failing every later call.
        if (err instanceof ApiError && err.status === 401 && current()?.token === session.token) {
          forgetAll();
          publish();
        }
        return null;
      }
    },
    setUser(user) {
      const session = current();
      if (!session) return;
      writeStoredSession(storage, { ...session, user });
      publish();
    },
    setHasAutoPayment(value) {
      const session = current();
      if (!session) return;
      writeStoredSession(storage, { ...session, hasAutoPayment: value });
      publish();
    },
    async switchToUser(userId) {
      const admin = current();
      if (!admin) throw new Error('not logged in');
      const answer = await api.post(`/admin/switch-user/${encodeURIComponent(userId)}`, {}, { schema: sessionOutput });
      writeStoredSession(storage, admin, 'admin');
      // The server gives the switched session one hour (DECISIONS #8).
      writeStoredSession(storage, fromOutput(answer, answer.session_expires_at));
      storage.removeItem(SESSION_KEYS.tempUser);
      resetAcknowledgements(storage);
      publish();
    },
    async switchBack() {
      const switched = current();
      let restored = stored('admin');
      if (switched) {
        try {
          const answer = await api.post('/admin/switch-back', {}, { token: switched.token, schema: switchBackOutput, background: true });
          // null: the admin's own session ended meanwhile, so the admin logs in again.
          restored = answer.session ? fromOutput(answer.session, answer.session.session_expires_at) : null;
        } catch {
          // Offline or the switched session already ended: the admin session kept aside stands.
        }
      }
      // DECISIONS #8: going back clears what the switched user left in this browser.
      storage.removeItem(SESSION_KEYS.tempUser);
      resetAcknowledgements(storage);
      clearStoredSession(storage, 'admin');
      if (restored) writeStoredSession(storage, restored);
      else clearStoredSession(storage);
      publish();
    },
    readTempUser<T>() {
      const raw = storage.getItem(SESSION_KEYS.tempUser);
      if (!raw) return null;
      try {
        return JSON.parse(raw) as T;
      } catch {
        return null;
      }
    },
    writeTempUser(value) {
      storage.setItem(SESSION_KEYS.tempUser, JSON.stringify(value));
    },
  };
}
