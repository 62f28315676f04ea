import type { AuthedContext } from '../../app-context.js';
import { usersRepo } from '../accounts/users-repo.js';
import type { RentalRecord, RentalRecordStatus } from '../reviews/rental-history.js';

/**
 * Demo rentals in the minimal `rentals` contract (reviews/rental-history.ts) until the rentals
 * module seeds its own: tenant@ rents from lister@ now (so the reviews journey can review), and
 * the authors of the demo reviews rented from the listers they reviewed.
 */
const RENTALS: { tenant: string; lister: string; status: RentalRecordStatus }[] = [
  { tenant: 'tenant@example.com', lister: 'lister@example.com', status: 'accepted' },
  { tenant: 'seeker@example.com', lister: 'lister@example.com', status: 'ended' },
  { tenant: 'tenant@example.com', lister: 'host.west@example.com', status: 'ended' },
];

export async function seedDemoRentals(app: AuthedContext): Promise<void> {
  const users = usersRepo(app.store);
  const rentals = app.store.collection<RentalRecord>('rentals');
  for (const [i, r] of RENTALS.entries()) {
    const [tenant, lister] = await Promise.all([users.byEmail(r.tenant), users.byEmail(r.lister)]);
    if (!tenant || !lister) continue;
    await rentals.insertOne({ _id: `demo-rental-${i + 1}`, tenant_id: tenant._id, lister_id: lister._id, status: r.status });
  }
}
