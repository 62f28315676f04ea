import { INVITE_OUTBOX_KINDS, type InviteCommandOutboxRow, type Rental } from '@crashpad/sync';
import { useLiveQuery } from '../../../db/use-live-query';

/**
 * The lister's rentals from the replicated `rentals` collection (every status, deleted ones kept
 * for History), so My Crew lists tenants offline. The server sends a lister only their own.
 */
export function useCrewRentals(listerId: string): { rentals: Rental[]; loading: boolean } {
  const { docs, loading } = useLiveQuery<Rental>((db) => db.rentals.find({ selector: { lister_id: listerId }, sort: [{ start_date: 'desc' }, { id: 'desc' }] }), [listerId]);
  return { rentals: docs, loading };
}

/** Invitations and their edits, cancels and resends written on this device, not delivered yet or failed (newest first). */
export function useQueuedInvites(): InviteCommandOutboxRow[] {
  const { docs } = useLiveQuery<InviteCommandOutboxRow>(
    (db) => db.outbox.find({ selector: { kind: { $in: [...INVITE_OUTBOX_KINDS] }, state: { $in: ['queued', 'failed'] } }, sort: [{ created_at: 'desc' }] }),
    [],
  );
  return docs;
}

/** One outbox row by id, to follow an invitation (or its edit) from queued to sent or failed. */
export function useOutboxRow(rowId: string | null): InviteCommandOutboxRow | null {
  const { docs } = useLiveQuery<InviteCommandOutboxRow>((db) => (rowId ? db.outbox.findOne(rowId) : null), [rowId]);
  return docs[0] ?? null;
}
