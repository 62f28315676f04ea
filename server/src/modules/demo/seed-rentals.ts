import type { RentalStatus } from '@crashpad/sync';
import type { AuthedContext } from '../../app-context.js';
import { usersRepo } from '../accounts/users-repo.js';
import { listingsRepo } from '../listings/listings-repo.js';
import { recordPastRental } from '../rentals/rental-record.js';

/**
 * Demo stays that predate the app, in the rentals module's full shape: tenant@ rents a bed from
 * lister@ now (so the reviews journey can review and My Rentals and the Pad Pass have a rental),
 * and the authors of the demo reviews stayed with the listers they reviewed. The rentals module
 * adds live demo rentals through its commands once the demo payments exist (rentals/demo-rentals.ts).
 */
const RENTALS: { tenant: string; lister: string; status: RentalStatus; startDaysAgo: number; endedDaysAgo: number | null }[] = [
  { tenant: 'tenant@example.com', lister: 'lister@example.com', status: 'accepted', startDaysAgo: 60, endedDaysAgo: null },
  { tenant: 'seeker@example.com', lister: 'lister@example.com', status: 'ended', startDaysAgo: 120, endedDaysAgo: 20 },
  { tenant: 'tenant@example.com', lister: 'host.west@example.com', status: 'ended', startDaysAgo: 200, endedDaysAgo: 70 },
];

const DAY_MS = 86_400_000;
const dateAt = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export async function seedDemoRentals(app: AuthedContext): Promise<void> {
  const users = usersRepo(app.store);
  const listings = listingsRepo(app.store);
  const now = app.clock.now();
  for (const [i, r] of RENTALS.entries()) {
    const [tenant, lister] = await Promise.all([users.byEmail(r.tenant), users.byEmail(r.lister)]);
    if (!tenant || !lister) continue;
    const [listing] = await listings.byOwner(lister._id, { limit: 1 });
    const room = listing?.rooms.find((x) => x.status !== 'DELETED' && x.beds.some((b) => b.status !== 'DELETED'));
    const bed = room?.beds.find((b) => b.status !== 'DELETED');
    if (!listing || !room || !bed) continue;
    await recordPastRental(app, {
      id: `demo-rental-${i + 1}`,
      tenant,
      lister,
      listing: { _id: listing._id, title: listing.title, room_id: room.id, room_name: room.room_name, bed_id: bed.id, bed_name: bed.bed_name },
      status: r.status,
      rentCents: bed.rental_amount || listing.rate_per_from,
      startDate: dateAt(now - r.startDaysAgo * DAY_MS),
      checkoutDate: r.endedDaysAgo === null ? null : dateAt(now - r.endedDaysAgo * DAY_MS),
      at: new Date(now - (r.endedDaysAgo ?? r.startDaysAgo) * DAY_MS).toISOString(),
    });
  }
}
