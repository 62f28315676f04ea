import { LANGUAGES, outboxEntries, outboxWireSchema, translateShared, type Language, type OutboxKind, type OutboxWire } from '@crashpad/sync';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../http/app-error.js';
import type { AuthState } from '../../http/auth.js';
import type { UserDoc } from '../accounts/user-doc.js';
import { LockBusyError } from '../../platform/locks/store-locks.js';
import { KeyedMutex } from './keyed-mutex.js';
import { outboxKey as ownedKey, type OutboxCollection, type OutboxDoc } from './outbox-collection.js';
import type { OutboxKinds } from './outbox-kinds.js';
import type { Draft } from './replicated-collection.js';
import { assumesMaster, draftOf, emitChanged, sameContent, wireOf, type PushRow, type SyncAdapter } from './sync-adapter.js';

export const outboxWire = (doc: OutboxDoc): OutboxWire => wireOf<OutboxWire>(outboxEntries, doc);

/** A row as it is about to be stored (its outcome still to be set). */
type RowBase = Draft<OutboxDoc>;
type Outcome = Pick<OutboxDoc, 'state' | 'result' | 'error'>;

const languageOf = (user: UserDoc): Language => ((LANGUAGES as readonly string[]).includes(String(user.locale)) ? (user.locale as Language) : 'en');

/**
 * Push rows of the `outbox` collection (ARCHITECTURE §4 Outbox), of every kind. A user's rows are
 * handled one at a time and in push order under the user's outbox lock. A new `queued` row is
 * carried out by the handler its kind's module registered (`OutboxKinds`), with its id as the
 * idempotency key, and stored once, as `sent` with the result or `failed` with the reason in
 * the user's language (the client keeps its queued copy and re-pushes until answered, so the
 * server needs no queued copy of its own). Exactly once: a row that is already handled is answered with its
 * master state (or accepted as applied when the client already has it), never sent again; a
 * `queued` master found on any push (a delivery cut short) is delivered then. A `failed` row may
 * be re-queued (retried); `queued`/`failed` rows may be tombstoned (discarded), `sent` ones not.
 */
export function outboxService(app: AppContext, col: OutboxCollection, kinds: OutboxKinds) {
  /** One lock per user: their rows run one after the other, in order, once within this process. */
  const userLocks = new KeyedMutex();
  /**
   * With several instances on MongoDB (ARCHITECTURE §7) a retried push can reach another instance
   * while the first still works: the user's lock then also lives in the store. A push that waits
   * too long answers 409 and the client's replication pushes again.
   */
  const acrossInstances = app.store.kind === 'mongodb';
  const underUserLock = <T>(userId: string, fn: () => Promise<T>): Promise<T> =>
    userLocks.run(userId, async () => {
      if (!acrossInstances) return fn();
      try {
        return await app.locks.withLock(`outbox:${userId}`, { ttlMs: 120_000, waitMs: 20_000 }, fn);
      } catch (err) {
        if (err instanceof LockBusyError) throw new AppError('conflict');
        throw err;
      }
    });

  /** Carries a row out: `sent` with the result, or `failed` with the reason in the user's language. */
  async function outcomeOf(user: UserDoc, row: RowBase): Promise<Outcome> {
    try {
      const result = await kinds.carryOut(row.kind as OutboxKind, user, row.payload as never, row.id as string);
      return { state: 'sent', result, error: null } as Outcome;
    } catch (err) {
      // Unexpected failures store nothing: the push answers 500 and the client retries the row.
      if (!(err instanceof AppError)) throw err;
      const message = translateShared(languageOf(user), err.options.messageKey ?? `errors.${err.code}`);
      return { state: 'failed', result: null, error: { code: err.code, message } };
    }
  }

  /**
   * Carries out a row and stores its outcome in one write, if the row is still at `expectSeq`
   * (null: not stored yet). Sending is idempotent by the row id, so a lost race here only means
   * the next push stores the same outcome.
   */
  async function carryOut(user: UserDoc, key: string, base: RowBase, expectSeq: number | null): Promise<void> {
    const outcome = await outcomeOf(user, base);
    const res = await col.feed.mutate(key, (cur) => ((cur?.serverSeq ?? null) === expectSeq ? { ...base, ...outcome } : null));
    if (res.written) emitChanged(app.events, 'outbox', [user._id], res.after!);
  }

  /** A `queued` master (a delivery cut short, e.g. by a crash) is carried out when seen. */
  async function deliverQueued(user: UserDoc, key: string): Promise<void> {
    const row = await col.feed.get(key);
    if (row && !row._deleted && row.state === 'queued') await carryOut(user, key, draftOf(row), row.serverSeq);
  }

  /** Applies one row; answers the master state when the row conflicts or was refused. */
  async function handle(user: UserDoc, row: PushRow<OutboxWire>): Promise<OutboxWire | null> {
    const next = row.newDocumentState;
    const key = ownedKey(user._id, next.id);
    const master = await col.feed.get(key);
    if (!master) {
      // Discarding a row the server never saw leaves nothing to do.
      if (next._deleted) return null;
      const base = { id: next.id, owner_id: user._id, _deleted: false, created_at: next.created_at, kind: next.kind, payload: next.payload, state: 'queued', result: null, error: null } as RowBase;
      await carryOut(user, key, base, null);
      return null;
    }
    const current = outboxWire(master);
    if (sameContent(next, current)) {
      await deliverQueued(user, key);
      return null;
    }
    if (!assumesMaster(row, current)) {
      await deliverQueued(user, key);
      return outboxWire((await col.feed.get(key))!);
    }
    const discard = next._deleted && !master._deleted && master.state !== 'sent';
    const retry = !next._deleted && !master._deleted && master.state === 'failed' && next.state === 'queued';
    if (!discard && !retry) return current;
    if (retry) {
      await carryOut(user, key, draftOf(master), master.serverSeq);
      return null;
    }
    const res = await col.feed.mutate(key, (cur) => (cur?.serverSeq === master.serverSeq ? { ...draftOf(cur), _deleted: true } : null));
    if (!res.written) return outboxWire(res.after!);
    emitChanged(app.events, 'outbox', [user._id], res.after!);
    return null;
  }

  return {
    async push(auth: AuthState, rows: PushRow<OutboxWire>[]): Promise<OutboxWire[]> {
      const user = auth.user;
      return underUserLock(user._id, async () => {
        // A client creates rows as queued with no outcome; anything else is refused before any row is applied.
        for (const row of rows) {
          const n = row.newDocumentState;
          if (n._deleted || (n.state === 'queued' && n.result === null && n.error === null)) continue;
          if (!(await col.feed.get(ownedKey(user._id, n.id)))) throw new AppError('validation_failed', { messageKey: 'validation.invalid' });
        }
        const conflicts: OutboxWire[] = [];
        for (const row of rows) {
          const conflict = await handle(user, row);
          if (conflict) conflicts.push(conflict);
        }
        return conflicts;
      });
    },
  };
}
export type OutboxService = ReturnType<typeof outboxService>;

/** The `outbox` collection's replication: rows to the user who queued them, pushes through the service. */
export function outboxSyncAdapter(col: OutboxCollection, service: OutboxService): SyncAdapter<OutboxDoc, OutboxWire> {
  return {
    name: 'outbox',
    wireSchema: outboxWireSchema,
    feed: col.feed,
    scope: (userId) => ({ owner_id: userId }),
    toWire: outboxWire,
    push: service.push,
  };
}
