import { LANGUAGES, outboxEntries, translateShared, type Language, type OutboxWire } from '@crashpad/sync';
import { AppError } from '../../http/app-error.js';
import type { AuthState } from '../../http/auth.js';
import type { UserDoc } from '../accounts/user-doc.js';
import { assumesMaster, draftOf, emitChanged, sameContent, wireOf, type PushRow } from '../sync/sync-adapter.js';
import type { MessagesDeps } from './messages-deps.js';
import { ownedKey, type OutboxDoc } from './messaging-collections.js';
import type { SendMessageCommand } from './send-message.js';

export const outboxWire = (doc: OutboxDoc): OutboxWire => wireOf<OutboxWire>(outboxEntries, doc);

const languageOf = (user: UserDoc): Language => ((LANGUAGES as readonly string[]).includes(String(user.locale)) ? (user.locale as Language) : 'en');

/**
 * Push rows of the `outbox` collection (ARCHITECTURE §4 Outbox). A user's rows are handled one
 * at a time and in push order under the sender lock. A new `queued` row is stored, then carried
 * out with its id as the message id, then stored as `sent` with the result or `failed` with the
 * reason in the user's language. Exactly once: a row that is already handled is answered with its
 * master state (or accepted as applied when the client already has it), never sent again; a
 * `queued` master found on any push (a delivery cut short) is delivered then. A `failed` row may
 * be re-queued (retried); `queued`/`failed` rows may be tombstoned (discarded), `sent` ones not.
 */
export function outboxService(deps: MessagesDeps, sender: SendMessageCommand) {
  const { col, app } = deps;

  async function deliver(user: UserDoc, key: string): Promise<void> {
    const row = await col.outbox.get(key);
    if (!row || row._deleted || row.state !== 'queued') return;
    let outcome: Pick<OutboxDoc, 'state' | 'result' | 'error'>;
    try {
      const result = await sender.sendHeld(user, row.payload, row.id);
      outcome = { state: 'sent', result, error: null };
    } catch (err) {
      // Unexpected failures leave the row queued: the push answers 500 and the client retries.
      if (!(err instanceof AppError)) throw err;
      const message = translateShared(languageOf(user), err.options.messageKey ?? `errors.${err.code}`);
      outcome = { state: 'failed', result: null, error: { code: err.code, message } };
    }
    const res = await col.outbox.mutate(key, (cur) => (cur && !cur._deleted && cur.state === 'queued' ? { ...draftOf(cur), ...outcome } : null));
    if (res.written) emitChanged(app.events, 'outbox', [user._id], res.after!);
  }

  /** Applies one row; answers the master state when the row conflicts or was refused. */
  async function handle(user: UserDoc, row: PushRow<OutboxWire>): Promise<OutboxWire | null> {
    const next = row.newDocumentState;
    const key = ownedKey(user._id, next.id);
    const master = await col.outbox.get(key);
    if (!master) {
      // Discarding a row the server never saw leaves nothing to do.
      if (next._deleted) return null;
      const res = await col.outbox.mutate(key, (cur) =>
        cur ? null : { id: next.id, owner_id: user._id, _deleted: false, created_at: next.created_at, kind: next.kind, payload: next.payload, state: 'queued', result: null, error: null },
      );
      if (res.written) emitChanged(app.events, 'outbox', [user._id], res.after!);
      await deliver(user, key);
      return null;
    }
    const current = outboxWire(master);
    if (sameContent(next, current)) {
      await deliver(user, key);
      return null;
    }
    if (!assumesMaster(row, current)) {
      await deliver(user, key);
      return outboxWire((await col.outbox.get(key))!);
    }
    const discard = next._deleted && !master._deleted && master.state !== 'sent';
    const retry = !next._deleted && !master._deleted && master.state === 'failed' && next.state === 'queued';
    if (!discard && !retry) return current;
    const res = await col.outbox.mutate(key, (cur) => {
      if (!cur || cur.serverSeq !== master.serverSeq) return null;
      return discard ? { ...draftOf(cur), _deleted: true } : { ...draftOf(cur), state: 'queued', error: null };
    });
    if (!res.written) return outboxWire(res.after!);
    emitChanged(app.events, 'outbox', [user._id], res.after!);
    if (retry) await deliver(user, key);
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
