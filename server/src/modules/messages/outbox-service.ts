import { LANGUAGES, outboxEntries, translateShared, type Language, type OutboxRow, type OutboxWire } from '@crashpad/sync';
import { AppError } from '../../http/app-error.js';
import type { AuthState } from '../../http/auth.js';
import type { UserDoc } from '../accounts/user-doc.js';
import { assumesMaster, draftOf, emitChanged, sameContent, wireOf, type PushRow } from '../sync/sync-adapter.js';
import type { Draft } from '../sync/replicated-collection.js';
import type { MessagesDeps } from './messages-deps.js';
import { ownedKey, type OutboxDoc } from './messaging-collections.js';
import type { SendMessageCommand } from './send-message.js';

export const outboxWire = (doc: OutboxDoc): OutboxWire => wireOf<OutboxWire>(outboxEntries, doc);

/** A row as it is about to be stored (its outcome still to be set). */
type RowBase = Draft<OutboxDoc> & Pick<OutboxRow, 'id' | 'payload'>;

const languageOf = (user: UserDoc): Language => ((LANGUAGES as readonly string[]).includes(String(user.locale)) ? (user.locale as Language) : 'en');

/**
 * Push rows of the `outbox` collection (ARCHITECTURE §4 Outbox). A user's rows are handled one
 * at a time and in push order under the sender lock. A new `queued` row is carried out with its
 * id as the message id and stored once, as `sent` with the result or `failed` with the reason in
 * the user's language (the client keeps its queued copy and re-pushes until answered, so the
 * server needs no queued copy of its own). Exactly once: a row that is already handled is answered with its
 * master state (or accepted as applied when the client already has it), never sent again; a
 * `queued` master found on any push (a delivery cut short) is delivered then. A `failed` row may
 * be re-queued (retried); `queued`/`failed` rows may be tombstoned (discarded), `sent` ones not.
 */
export function outboxService(deps: MessagesDeps, sender: SendMessageCommand) {
  const { col, app } = deps;

  /** Carries a row out: `sent` with the result, or `failed` with the reason in the user's language. */
  async function outcomeOf(user: UserDoc, row: RowBase): Promise<Pick<OutboxRow, 'state' | 'result' | 'error'>> {
    try {
      const result = await sender.sendHeld(user, row.payload, row.id);
      return { state: 'sent', result, error: null };
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
    const res = await col.outbox.mutate(key, (cur) => ((cur?.serverSeq ?? null) === expectSeq ? { ...base, ...outcome } : null));
    if (res.written) emitChanged(app.events, 'outbox', [user._id], res.after!);
  }

  /** A `queued` master (a delivery cut short, e.g. by a crash) is carried out when seen. */
  async function deliverQueued(user: UserDoc, key: string): Promise<void> {
    const row = await col.outbox.get(key);
    if (row && !row._deleted && row.state === 'queued') await carryOut(user, key, { ...draftOf(row), id: row.id, payload: row.payload }, row.serverSeq);
  }

  /** Applies one row; answers the master state when the row conflicts or was refused. */
  async function handle(user: UserDoc, row: PushRow<OutboxWire>): Promise<OutboxWire | null> {
    const next = row.newDocumentState;
    const key = ownedKey(user._id, next.id);
    const master = await col.outbox.get(key);
    if (!master) {
      // Discarding a row the server never saw leaves nothing to do.
      if (next._deleted) return null;
      const base: RowBase = { id: next.id, owner_id: user._id, _deleted: false, created_at: next.created_at, kind: next.kind, payload: next.payload, state: 'queued', result: null, error: null };
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
      return outboxWire((await col.outbox.get(key))!);
    }
    const discard = next._deleted && !master._deleted && master.state !== 'sent';
    const retry = !next._deleted && !master._deleted && master.state === 'failed' && next.state === 'queued';
    if (!discard && !retry) return current;
    if (retry) {
      await carryOut(user, key, { ...draftOf(master), id: master.id, payload: master.payload }, master.serverSeq);
      return null;
    }
    const res = await col.outbox.mutate(key, (cur) => (cur?.serverSeq === master.serverSeq ? { ...draftOf(cur), _deleted: true } : null));
    if (!res.written) return outboxWire(res.after!);
    emitChanged(app.events, 'outbox', [user._id], res.after!);
    return null;
  }

  return {
    async push(auth: AuthState, rows: PushRow<OutboxWire>[]): Promise<OutboxWire[]> {
      const user = auth.user;
      return deps.senderLocks.run(user._id, async () => {
        // A client creates rows as queued with no outcome; anything else is refused before any row is applied.
        for (const row of rows) {
          const n = row.newDocumentState;
          if (n._deleted || (n.state === 'queued' && n.result === null && n.error === null)) continue;
          if (!(await col.outbox.get(ownedKey(user._id, n.id)))) throw new AppError('validation_failed', { messageKey: 'validation.invalid' });
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
