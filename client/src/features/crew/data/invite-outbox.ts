import type { InviteOutboxRow, InviteTenantPayload } from '@crashpad/sync';
import type { CrashpadDatabase } from '../../../db/types';

/**
 * Queues an invitation in the outbox (ARCHITECTURE §4): written on this device first, so it
 * works offline, and delivered by replication. The random row id is the idempotency key: the
 * server's `invite_tenant` handler creates the rental once however often the push is retried,
 * and writes back `sent` with the booking reference or `failed` with the reason.
 */
export async function queueInvite(db: CrashpadDatabase, payload: InviteTenantPayload): Promise<InviteOutboxRow> {
  const row: InviteOutboxRow = {
    id: crypto.randomUUID(),
    serverSeq: 0,
    updated_at: '',
    kind: 'invite_tenant',
    payload,
    state: 'queued',
    created_at: new Date().toISOString(),
    error: null,
    result: null,
  };
  const doc = await db.outbox.insert(row);
  return doc.toJSON() as InviteOutboxRow;
}
