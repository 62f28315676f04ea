import { sessionOutputSchema, switchBackOutputSchema, userOutputSchema, type SessionOutput, type User } from '@crashpad/sync';
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
  let state = read();

  function read(): SessionState {
    const own = readStoredSession(storage, now());
    if (!own) return EMPTY;
    const admin = readStoredSession(storage, now(), 'admin');
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
    return readStoredSession(storage, now());
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
      const tokens = [current()?.token, readStoredSession(storage, now(), 'admin')?.token].filter((t): t is string => Boolean(t));
      forgetAll();
      publish();
      // Revoke on the server (DECISIONS #3); offline or failing, the local session is gone anyway.
      await Promise.all(tokens.map((token) => api.post('/logout', undefined, { token, background: true }).catch(() => undefined)));
    },
    async refreshUser() {
      const session = current();
      if (!session) return null;
      try {
        const { user } = await api.get('/user', { schema: userOutputSchema, background: true });
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
      const answer = await api.post(`/admin/switch-user/${encodeURIComponent(userId)}`, {}, { schema: sessionOutputSchema });
      writeStoredSession(storage, admin, 'admin');
      // The server gives the switched session one hour (DECISIONS #8).
      writeStoredSession(storage, fromOutput(answer, answer.session_expires_at));
      storage.removeItem(SESSION_KEYS.tempUser);
      resetAcknowledgements(storage);
      publish();
    },
    async switchBack() {
      const switched = current();
      let restored = readStoredSession(storage, now(), 'admin');
      if (switched) {
        try {
          const answer = await api.post('/admin/switch-back', {}, { token: switched.token, schema: switchBackOutputSchema, background: true });
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
