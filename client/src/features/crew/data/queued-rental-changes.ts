import type { OutboxRowOf } from '@crashpad/sync';
import type { CrashpadDatabase } from '../../../db/types';
import { useLiveQuery } from '../../../db/use-live-query';

/** Outbox kinds that change an existing rental (an invitation's edit, cancel or resend). */
export const RENTAL_CHANGE_KINDS = ['update_invite', 'cancel_invite', 'resend_invite'] as const;
type RentalChangeRow = OutboxRowOf<(typeof RENTAL_CHANGE_KINDS)[number]>;

/** The outbox rows of rental changes written on this device and not sent yet. */
export const queuedRentalChangesQuery = (db: CrashpadDatabase) => db.outbox.find({ selector: { kind: { $in: [...RENTAL_CHANGE_KINDS] }, state: 'queued' } });

/** The rentals those rows are about: a tenant row of My Crew shows that a change of it is on its way. */
export function rentalsWithQueuedChange(rows: readonly Pick<RentalChangeRow, 'kind' | 'state' | 'payload'>[]): Set<string> {
  const ids = new Set<string>();
  for (const row of rows) {
    if (row.state === 'queued' && (RENTAL_CHANGE_KINDS as readonly string[]).includes(row.kind)) ids.add(row.payload.rental_id);
  }
  return ids;
}

/** Live: the ids of rentals with a queued edit, cancel or resend (the outbox is local, so this works offline). */
export function useRentalsWithQueuedChange(): Set<string> {
  const { docs } = useLiveQuery<RentalChangeRow>((db) => queuedRentalChangesQuery(db), []);
  return rentalsWithQueuedChange(docs);
}
