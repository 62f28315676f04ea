import type { RentalRecord, RentalRecordStatus } from '../modules/reviews/rental-history.js';
import { signUp, tokenFromMail, type SignedUp } from './accounts-factory.js';
import type { TestServer } from './test-server.js';

let counter = 0;

/**
 * Writes a rental the way the rentals module will (the `rentals` contract in
 * reviews/rental-history.ts); until that module exists, tests and the demo seed are its only writers.
 */
export async function recordRental(server: TestServer, tenantId: string, listerId: string, status: RentalRecordStatus = 'accepted'): Promise<void> {
  counter += 1;
  const doc: RentalRecord = { _id: `test-rental-${Date.now().toString(36)}-${counter}`, tenant_id: tenantId, lister_id: listerId, status };
  await server.context.store.collection<RentalRecord>('rentals').insertOne(doc);
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
