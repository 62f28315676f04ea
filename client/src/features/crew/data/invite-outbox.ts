import type { InviteCommandOutboxRow, InviteOutboxRow, InviteTenantPayload, OutboxRowOf, RentalRefPayload, UpdateInvitePayload } from '@crashpad/sync';
import type { CrashpadDatabase } from '../../../db/types';

type InviteKind = InviteCommandOutboxRow['kind'];

/**
 * Queues a lister's invitation command in the outbox (ARCHITECTURE §4): written on this device
 * first, so it works offline, and delivered by replication. The random row id is the
 * idempotency key: the server's handler of the kind (rentals module) carries it out once however
 * often the push is retried, and writes back `sent` with the rental's booking reference or
 * `failed` with the reason.
 */
async function queueInviteCommand<K extends InviteKind>(db: CrashpadDatabase, kind: K, payload: OutboxRowOf<K>['payload']): Promise<OutboxRowOf<K>> {
  const row = {
    id: crypto.randomUUID(),
    serverSeq: 0,
    updated_at: '',
    kind,
    payload,
    state: 'queued',
    created_at: new Date().toISOString(),
    error: null,
    result: null,
  } as OutboxRowOf<K>;
  const doc = await db.outbox.insert(row);
  return doc.toJSON() as OutboxRowOf<K>;
}

/** A new invitation (`invite_tenant`): the server creates the rental with the row id as its id. */
export function queueInvite(db: CrashpadDatabase, payload: InviteTenantPayload): Promise<InviteOutboxRow> {
  return queueInviteCommand(db, 'invite_tenant', payload);
}

/** An edit of an invitation (`update_invite`): the rental and the form as entered, checked by the server on delivery. */
export function queueInviteUpdate(db: CrashpadDatabase, rentalId: string, form: InviteTenantPayload): Promise<OutboxRowOf<'update_invite'>> {
  const payload: UpdateInvitePayload = { rental_id: rentalId, ...form };
  return queueInviteCommand(db, 'update_invite', payload);
}

/** Cancelling (`cancel_invite`) or resending (`resend_invite`) a pending invitation. */
export function queueInviteAction(db: CrashpadDatabase, kind: 'cancel_invite' | 'resend_invite', rentalId: string): Promise<OutboxRowOf<'cancel_invite' | 'resend_invite'>> {
  const payload: RentalRefPayload = { rental_id: rentalId };
  return queueInviteCommand(db, kind, payload);
}
