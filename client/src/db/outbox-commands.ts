import { queuedMessageRow, sendMessagePayloadSchema, type MessageOutboxRow, type SendMessagePayload } from '@crashpad/sync';
import * as v from 'valibot';
import { startEagerOutboxPush } from './outbox-eager-push';
import type { CrashpadDatabase } from './types';

/**
 * Queues a chat message (ARCHITECTURE §4 Outbox): written locally first, shown as queued at once,
 * delivered by replication when online. The random id is the idempotency key: the server creates
 * the message once however often the push is retried, and the message gets the same id.
 */
export async function queueMessage(db: CrashpadDatabase, payload: SendMessagePayload): Promise<MessageOutboxRow> {
  const row = queuedMessageRow(crypto.randomUUID(), v.parse(sendMessagePayloadSchema, payload), new Date().toISOString());
  startEagerOutboxPush(row);
  try {
    const doc = await db.outbox.insert(row);
    return doc.toJSON() as MessageOutboxRow;
  } catch (error) {
    // The eager push delivered it and the outbox pull wrote the server's row first: it is queued (and sent).
    const existing = await db.outbox.findOne(row.id).exec();
    if (existing) return existing.toJSON() as MessageOutboxRow;
    throw error;
  }
}

/** Re-queues a failed row (the server then tries it again); other states are left alone. Returns whether it changed. */
export async function retryOutboxRow(db: CrashpadDatabase, id: string): Promise<boolean> {
  const doc = await db.outbox.findOne(id).exec();
  if (!doc || doc.state !== 'failed') return false;
  await doc.incrementalPatch({ state: 'queued' });
  return true;
}

/** Discards a queued or failed row (tombstone); a sent row stays. Returns whether it was discarded. */
export async function discardOutboxRow(db: CrashpadDatabase, id: string): Promise<boolean> {
  const doc = await db.outbox.findOne(id).exec();
  if (!doc || doc.state === 'sent') return false;
  await doc.incrementalRemove();
  return true;
}

/** Marks a thread read (false → true only, spec 3 §4: opening a thread reads it). */
export async function markThreadRead(db: CrashpadDatabase, id: string): Promise<boolean> {
  const doc = await db.threads.findOne(id).exec();
  if (!doc || doc.thread_is_read) return false;
  await doc.incrementalPatch({ thread_is_read: true });
  return true;
}

/** Archives a thread (false → true only; spec 3 §4: an archived thread cannot be archived again). */
export async function archiveThread(db: CrashpadDatabase, id: string): Promise<boolean> {
  const doc = await db.threads.findOne(id).exec();
  if (!doc || doc.archived) return false;
  await doc.incrementalPatch({ archived: true });
  return true;
}
