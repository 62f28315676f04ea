import { SESSION_KEEP_MS, SESSION_SHORT_MS, type User } from '@crashpad/sync';
import { SESSION_KEYS } from './session-keys';
import { quickUserCheck, type StoredUserCheck } from './stored-user';

/** What the browser remembers of a session. */
export interface StoredSession {
  token: string;
  user: User;
  hasAutoPayment: boolean;
  /** ms since epoch after which the session is forgotten. */
  expiresAt: number;
}

function readUser(storage: Storage, key: string, checkUser: StoredUserCheck): User | null {
  const raw = storage.getItem(key);
  if (!raw) return null;
  try {
    return checkUser(JSON.parse(raw));
  } catch {
    return null;
  }
}

/** spec 1 §4: the stored expiry is 365 days with keep-me, otherwise 1 day. */
export function sessionExpiry(now: number, isKeep: boolean): number {
  return now + (isKeep ? SESSION_KEEP_MS : SESSION_SHORT_MS);
}

type Slot = 'own' | 'admin';
const slotKeys = (slot: Slot) =>
  slot === 'own'
    ? { token: SESSION_KEYS.token, user: SESSION_KEYS.user, auto: SESSION_KEYS.hasAutoPayment, expires: SESSION_KEYS.expiresAt }
    : { token: SESSION_KEYS.adminToken, user: SESSION_KEYS.adminUser, auto: SESSION_KEYS.adminHasAutoPayment, expires: SESSION_KEYS.adminExpiresAt };

export function clearStoredSession(storage: Storage, slot: Slot = 'own'): void {
  const keys = slotKeys(slot);
  for (const key of Object.values(keys)) storage.removeItem(key);
}

/**
 * Reads a stored session. When its expiry has passed (or the data is unreadable, or its user
 * fails `checkUser`) the token, user and remember flag are removed and null is returned (spec 1 §4).
 */
export function readStoredSession(storage: Storage, now: number, slot: Slot = 'own', checkUser: StoredUserCheck = quickUserCheck): StoredSession | null {
  const keys = slotKeys(slot);
  const token = storage.getItem(keys.token);
  if (!token) return null;
  const expiresAt = Number(storage.getItem(keys.expires));
  const user = readUser(storage, keys.user, checkUser);
  if (!Number.isFinite(expiresAt) || expiresAt <= now || !user) {
    clearStoredSession(storage, slot);
    return null;
  }
  return { token, user, hasAutoPayment: storage.getItem(keys.auto) === 'true', expiresAt };
}

export function writeStoredSession(storage: Storage, session: StoredSession, slot: Slot = 'own'): void {
  const keys = slotKeys(slot);
  storage.setItem(keys.token, session.token);
  storage.setItem(keys.user, JSON.stringify(session.user));
  storage.setItem(keys.auto, String(session.hasAutoPayment));
  storage.setItem(keys.expires, String(session.expiresAt));
}
