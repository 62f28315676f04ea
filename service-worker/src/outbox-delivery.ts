import { PUSH_BATCH_MAX, SYNC_PROTOCOL_HEADER } from '@crashpad/sync';
import { OUTBOX_WAKE, type RelayRow, type RelayStore } from './outbox-relay-types.js';

/** Path of the outbox push (ARCHITECTURE §4); the worker talks to the same server as the page. */
export const OUTBOX_PUSH_PATH = '/api/sync/outbox/push';

export interface DeliveryDeps {
  relay: RelayStore;
  fetch: typeof fetch;
  /** The app's origin (the worker's own). */
  origin: string;
  now: () => number;
  /** The app's open windows; they get OUTBOX_WAKE when a visible page delivers a user's outbox itself. */
  windowClients: () => Promise<readonly { postMessage(message: unknown, transfer: unknown[]): void }[]>;
}

/** Why delivery stopped for a user with rows left (they wait for the page). */
export type StopReason = 'unauthorized' | 'update_required' | 'refused';

export interface DeliveryReport {
  /** Row ids the server has handled (created now, or already had them), in delivery order. */
  delivered: string[];
  /** Users whose visible page was woken instead. */
  woken: string[];
  stopped: { userId: string; reason: StopReason; status: number }[];
}

/**
 * Thrown when the network or the server failed in a way worth retrying: the `sync` handler lets
 * it through, so the browser runs the sync again later (with its own backoff).
 */
export class RetryLaterError extends Error {
  override readonly name = 'RetryLaterError';
}

/** Consecutive rows of one protocol version, at most PUSH_BATCH_MAX each (queue order kept). */
export function batchesOf(rows: readonly RelayRow[]): RelayRow[][] {
  const out: RelayRow[][] = [];
  for (const row of rows) {
    const last = out.at(-1);
    if (last && last.length < PUSH_BATCH_MAX && last[0]!.protocol === row.protocol) last.push(row);
    else out.push([row]);
  }
  return out;
}

type UserOutcome = { kind: 'done' } | { kind: 'stopped'; reason: StopReason; status: number } | { kind: 'retry'; status: number };

/**
 * Delivers one user's rows in queue order, a batch at a time; the first batch that is not
 * accepted stops the user, so a later row never overtakes an earlier one.
 */
async function deliverUser(deps: DeliveryDeps, userId: string, token: string, delivered: string[]): Promise<UserOutcome> {
  const url = new URL(OUTBOX_PUSH_PATH, deps.origin).href;
  for (const batch of batchesOf(await deps.relay.rows(userId))) {
    let res: Response;
    try {
      res = await deps.fetch(url, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, [SYNC_PROTOCOL_HEADER]: String(batch[0]!.protocol), 'Content-Type': 'application/json' },
        // Rows the page created and the server never answered: no assumed master state.
        body: JSON.stringify(batch.map((row) => ({ newDocumentState: row.doc }))),
        credentials: 'omit',
      });
    } catch (error) {
      throw new RetryLaterError('outbox delivery: network failure', { cause: error });
    }
    // The body (conflicts, or the error) is not needed; reading it frees the connection.
    await res.arrayBuffer().catch(() => undefined);
    if (res.ok) {
      // Conflicting rows are answered with the master state: the server already has them, so
      // they are done here as well; the page's replication takes the server's state.
      const ids = batch.map((row) => row.id);
      await deps.relay.remove(userId, ids);
      delivered.push(...ids);
      continue;
    }
    if (res.status === 401 || res.status === 426) {
      // A dead session or an app too old for the server: the token is useless (and a logged-out
      // token must not stay on the device); the page asks the user to log in or update.
      await deps.relay.updateToken(userId, null);
      return { kind: 'stopped', reason: res.status === 401 ? 'unauthorized' : 'update_required', status: res.status };
    }
    if (res.status >= 500 || res.status === 408 || res.status === 429) return { kind: 'retry', status: res.status };
    // Any other refusal (e.g. an inactive account) will not change by retrying: the page shows it.
    return { kind: 'stopped', reason: 'refused', status: res.status };
  }
  return { kind: 'done' };
}

/**
 * One Background Sync run: for every user with rows and a token, either wake the user's visible
 * page (it holds a live lease and pushes through its own replication, so the rows are not sent
 * twice at the same time) or push the rows to the server. The server carries out a row at most
 * once by its id, so a row that the page also pushes is still a single message.
 * Throws RetryLaterError after the other users are done when something is worth retrying.
 */
export async function deliverOutbox(deps: DeliveryDeps): Promise<DeliveryReport> {
  const report: DeliveryReport = { delivered: [], woken: [], stopped: [] };
  const users = (await deps.relay.users()).filter((user) => user.token !== null);
  if (users.length === 0) return report;
  const clients = await deps.windowClients();
  let retryStatus: number | null = null;
  for (const user of users) {
    if (user.pageUntil > deps.now() && clients.length > 0) {
      report.woken.push(user.userId);
      continue;
    }
    const outcome = await deliverUser(deps, user.userId, user.token!, report.delivered);
    if (outcome.kind === 'stopped') report.stopped.push({ userId: user.userId, reason: outcome.reason, status: outcome.status });
    if (outcome.kind === 'retry') retryStatus = outcome.status;
  }
  if (report.woken.length > 0) for (const client of clients) client.postMessage({ type: OUTBOX_WAKE }, []);
  if (retryStatus !== null) throw new RetryLaterError(`outbox delivery: server answered ${retryStatus}`);
  return report;
}
