import type { OutboxWire } from '@crashpad/sync';

/**
 * The outbox relay: a small IndexedDB database, separate from the users' RxDB databases, through
 * which the page hands queued outbox rows to the service worker. The worker cannot open RxDB (it
 * would need the whole runtime and the leader election), but it can read this plain store and
 * deliver the rows on a Background Sync while the page is closed or frozen.
 *
 * This file holds the format both sides agree on and no IndexedDB code, so the delivery logic
 * that uses it also runs (and is tested) outside a browser.
 */
export const OUTBOX_RELAY_DB = 'crashpad-outbox-relay';
export const OUTBOX_RELAY_VERSION = 1;
/** Store of queued rows, keyed by `[userId, id]`, with a per-user queue order. */
export const RELAY_ROWS = 'rows';
/** Index `[userId, order]` of RELAY_ROWS: a user's rows in the order they were queued. */
export const RELAY_ROWS_ORDER = 'by_user_order';
/** Store of per-user records (token while rows wait, page lease), keyed by `userId`. */
export const RELAY_USERS = 'users';

/** Background Sync tag the page registers and the worker answers. */
export const OUTBOX_SYNC_TAG = 'outbox';
/** Message the worker posts to window clients: "a page of yours is running, push the outbox now". */
export const OUTBOX_WAKE = 'OUTBOX_WAKE';

/**
 * How long a visible page's claim "I am delivering this user's outbox myself" lasts without being
 * renewed. A frozen or killed page stops renewing it, so the worker takes over after this.
 */
export const PAGE_LEASE_MS = 45_000;

export interface RelayRow {
  userId: string;
  id: string;
  /** Position in the user's queue (1, 2, …): the order the server must see the rows in. */
  order: number;
  /** SYNC_PROTOCOL_VERSION of the page that wrote `doc` (the shape of the document). */
  protocol: number;
  /** The row exactly as it goes on the wire (`newDocumentState` of a push). */
  doc: OutboxWire;
}

export interface RelayUser {
  userId: string;
  /** The user's bearer token, kept only while the user has rows waiting; null otherwise. */
  token: string | null;
  /** Until when (epoch ms) a visible page of this user delivers the outbox itself; 0 when none. */
  pageUntil: number;
}

/** The relay as both sides use it; every write is one IndexedDB transaction. */
export interface RelayStore {
  /** Appends a row to the user's queue (a row already there keeps its place) and stores `token` when given. */
  enqueue(userId: string, doc: OutboxWire, protocol: number, token: string | null): Promise<void>;
  /** The user's waiting rows in queue order. */
  rows(userId: string): Promise<RelayRow[]>;
  /** Every user record (token and page lease). */
  users(): Promise<RelayUser[]>;
  /** Removes rows (delivered or discarded); the token goes with the user's last row. */
  remove(userId: string, ids: readonly string[]): Promise<void>;
  /** Keeps `token` for the user while rows wait (null, or no rows: the token is deleted). */
  updateToken(userId: string, token: string | null): Promise<void>;
  /** A visible page of the user delivers the outbox itself until `until` (0: no longer). */
  setPageLease(userId: string, until: number): Promise<void>;
  /** Deletes everything of the user: rows, token and lease (logout, discard, switch-back). */
  clearUser(userId: string): Promise<void>;
  close(): void;
}
