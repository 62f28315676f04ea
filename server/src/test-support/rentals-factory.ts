import type { RentalStatus } from '@crashpad/sync';
import { recordPastRental } from '../modules/rentals/rental-record.js';
import { signUp, tokenFromMail, type SignedUp } from './accounts-factory.js';
import type { TestServer } from './test-server.js';

let counter = 0;

/** A finished or current stay of `tenantId` with `listerId`, in the rentals module's full shape (for review tests). */
export async function recordRental(server: TestServer, tenantId: string, listerId: string, status: RentalStatus = 'accepted'): Promise<void> {
  counter += 1;
  const users = server.context.store.collection<{ _id: string; email: string; first_name: string; last_name: string; display_name: string }>('users');
  const [tenant, lister] = await Promise.all([users.findOne({ _id: tenantId }), users.findOne({ _id: listerId })]);
  if (!tenant || !lister) throw new Error('recordRental: unknown user');
  await recordPastRental(server.context, {
    id: `test-rental-${Date.now().toString(36)}-${counter}`,
    tenant,
    lister,
    listing: { _id: `test-listing-${counter}`, title: 'Test crash pad', room_id: 'room-1', room_name: 'Room 1', bed_id: 'bed-1', bed_name: 'Bed 1' },
    status,
    rentCents: 50_000,
    startDate: '2025-01-01',
    checkoutDate: status === 'accepted' ? null : '2025-06-01',
    at: new Date(server.clock.now()).toISOString(),
  });
}

/** Confirms the account's address through the mailed link, as its owner would. */
export async function verifyEmail(server: TestServer, email: string): Promise<void> {
  const token = await tokenFromMail(server, email, '/verify/email');
  const res = await server.api('POST', '/verify-token-email', { body: { token } });
  if (res.status !== 200) throw new Error(`verification failed: ${res.status} ${JSON.stringify(res.body)}`);
}

/** A tenant who may review `listerId` (issue 7 §1.4): verified address and an accepted rental. */
export async function signUpRenter(server: TestServer, listerId: string, overrides: Record<string, unknown> = {}): Promise<SignedUp> {
  const tenant = await signUp(server, overrides);
  await verifyEmail(server, tenant.email);
  await recordRental(server, tenant.user.id, listerId);
  return tenant;
}
