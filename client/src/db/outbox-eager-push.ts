import type { MessageOutboxRow } from '@crashpad/sync';
import type { PushRow, WireDoc } from './sync-handlers';

/**
 * Sends a just-queued outbox row to the server at once, alongside its local write, instead of
 * after the write, RxDB's change event and its meta lookups (about 20 ms before the push left on
 * a busy 2-core machine, issue 11). The outbox replication stays the one that guarantees delivery:
 * - exactly once: the row id is the server's idempotency key, so a row the eager push and the
 *   replication (or the service worker) both send is carried out once; the other copy is answered
 *   with the master state;
 * - order: eager pushes go one after another, only when no other row is known to wait (so a new
 *   message never overtakes older queued ones), and the replication's outbox push first waits for
 *   those under way. A row its eager push delivered does not wait any more, although this device
 *   still holds it as queued until the replication's push is answered: that push can sit behind
 *   RxDB's upstream work (a RESYNC re-checks every local outbox document since the upstream's
 *   checkpoint: seconds for a device holding thousands of rows, issue 11). Counting it as waiting
 *   sent the next message the slow way, to be delivered only when that queue got to it;
 * - local state: the replication still pushes the row afterwards; the server answers it with the
 *   stored (`sent`) row, which RxDB writes as a resolved conflict. Leaving the row out of that
 *   push instead would race the outbox pull that the server's hint starts: RxDB's downstream
 *   skips a pulled row while the local one is unpushed, and nothing would pull it again, so the
 *   row could stay `queued` on this device. A failed eager push changes nothing at all.
 */
export interface EagerOutboxPush {
  /** Starts delivering a row that is being queued; false when it is left to replication alone. */
  start(row: MessageOutboxRow): boolean;
  /** The outbox replication's push handler, wrapped: it first waits for the eager pushes under way (order). */
  wrap(push: (rows: PushRow[]) => Promise<WireDoc[]>): (rows: PushRow[]) => Promise<WireDoc[]>;
}

export interface EagerOutboxPushDeps {
  /** The outbox push handler (sync-handlers.ts createPushHandler). */
  push: (rows: PushRow[]) => Promise<WireDoc[]>;
  /** Ids of the rows this device holds as queued (live), or null while not known yet. */
  queuedIds: () => readonly string[] | null;
  /** True when the browser believes it is online (no point trying otherwise). */
  online?: () => boolean;
}

export function createEagerOutboxPush(deps: EagerOutboxPushDeps): EagerOutboxPush {
  const online = deps.online ?? (() => typeof navigator === 'undefined' || navigator.onLine !== false);
  let inFlight = 0;
  // Rows an eager push delivered (the server answered it); forgotten once they are no longer queued here.
  const delivered = new Set<string>();
  /** No queued row waits for delivery: each one known is delivered already (so a new row cannot overtake it). */
  const idle = () => {
    const queued = deps.queuedIds();
    if (queued === null) return false;
    const stillQueued = new Set(queued);
    for (const id of delivered) if (!stillQueued.has(id)) delivered.delete(id);
    return queued.every((id) => delivered.has(id));
  };
  // Eager pushes run one after the other; the replication's push waits for the tail.
  let tail: Promise<void> = Promise.resolve();

  return {
    start(row) {
      if (row.state !== 'queued' || row.serverSeq !== 0 || !online() || (inFlight === 0 && !idle())) return false;
      const wire = { ...row, _deleted: false } as unknown as WireDoc;
      inFlight += 1;
      tail = tail
        .then(() => deps.push([{ newDocumentState: wire }]))
        .then(() => {
          delivered.add(row.id);
        })
        // A failed eager push changes nothing: the row is queued and the replication pushes it.
        .catch(() => undefined)
        .finally(() => {
          inFlight -= 1;
        });
      return true;
    },
    wrap(push) {
      return async (rows) => {
        await tail;
        return push(rows);
      };
    },
  };
}

/** This tab's eager push while a user is logged in (set by the database runtime, like the realtime client). */
let active: EagerOutboxPush | null = null;

export function setActiveEagerOutboxPush(eager: EagerOutboxPush | null): void {
  active = eager;
}

/** Starts the eager delivery of a row being queued, when a runtime is up; false otherwise. */
export function startEagerOutboxPush(row: MessageOutboxRow): boolean {
  return active?.start(row) ?? false;
}
