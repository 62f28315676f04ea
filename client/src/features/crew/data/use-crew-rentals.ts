import type { InviteOutboxRow, Rental } from '@crashpad/sync';
import { useLiveQuery } from '../../../db/use-live-query';

/**
 * The lister's rentals from the replicated `rentals` collection (every status, deleted ones kept
 * for History), so My Crew lists tenants offline. The server sends a lister only their own.
 */
export function useCrewRentals(listerId: string): { rentals: Rental[]; loading: boolean } {
  const { docs, loading } = useLiveQuery<Rental>((db) => db.rentals.find({ selector: { lister_id: listerId }, sort: [{ start_date: 'desc' }, { id: 'desc' }] }), [listerId]);
  return { rentals: docs, loading };
}

/** Invitations written on this device that are not delivered yet, or failed (newest first). */
export function useQueuedInvites(): InviteOutboxRow[] {
  const { docs } = useLiveQuery<InviteOutboxRow>(
    (db) => db.outbox.find({ selector: { kind: 'invite_tenant', state: { $in: ['queued', 'failed'] } }, sort: [{ created_at: 'desc' }] }),
    [],
  );
  return docs;
}

/** One outbox row by id, to follow an invitation from queued to sent or failed. */
export function useOutboxRow(rowId: string | null): InviteOutboxRow | null {
  const { docs } = useLiveQuery<InviteOutboxRow>((db) => (rowId ? db.outbox.findOne(rowId) : null), [rowId]);
  return docs[0] ?? null;
}
