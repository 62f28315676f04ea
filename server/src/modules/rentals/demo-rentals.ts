import { DEMO_PASSWORD } from '../demo/seed.js';
import { hashPassword } from '../../platform/passwords/password-hasher.js';
import { newUserDoc } from '../accounts/user-factory.js';
import type { UserDoc } from '../accounts/user-doc.js';
import { storePaymentRequest } from './payment-requests.js';
import type { RentalsModuleServices } from './module.js';
import type { RentalsDeps } from './rentals-deps.js';

const CREW = [
  { first_name: 'Marco', last_name: 'Bianchi', display_name: 'Marco B', email: 'crew.marco@example.com', airlines: 'United Airlines', phone_number: '(303) 555-0141' },
  { first_name: 'Aisha', last_name: 'Okafor', display_name: 'Aisha O', email: 'crew.aisha@example.com', airlines: 'Frontier Airlines', phone_number: '(303) 555-0172' },
];

/**
 * Live demo rentals for the demo lister, made through the real commands at first start (after
 * the demo payments gave the lister a card): two crew members invited and accepted without
 * autopay (each deposit becomes a pending payment request), a rent payment recorded by hand,
 * a parking request to tenant@example.com, a pending invitation to an address with no account,
 * and the Pad Pass of the listing. Idempotent: fixed ids, so a restart changes nothing.
 */
export async function seedDemoRentals(deps: RentalsDeps, s: RentalsModuleServices): Promise<void> {
  const lister = await deps.users.byEmail('lister@example.com');
  if (!lister || !lister.payment_method) return;
  const unrented = await s.queries.unrented(lister);
  const listing = unrented.data.find((l) => l.active && l.rooms.some((r) => r.beds.some((b) => !b.occupied && !b.pending_invite)));
  if (!listing) return;
  const freeBeds = listing.rooms.flatMap((r) => r.beds.filter((b) => !b.occupied && !b.pending_invite).map((b) => ({ room: r, bed: b })));
  const today = new Date(deps.app.clock.now()).toISOString().slice(0, 10);
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  const invite = async (id: string, email: string, slot: (typeof freeBeds)[number] | undefined, note: string) => {
    if (!slot) return null;
    return s.invites.invite(lister, {
      tenant_email: email,
      location_id: listing.listing_id,
      room_id: slot.room.room_id,
      bed_id: slot.bed.bed_id,
      rental_amount: (slot.bed.rental_amount_cents || 65_000) / 100,
      deposit: 300,
      start_date: today,
      start_time: '14:00',
      payment_date: 1,
      auto_pay: 0,
      note_agreement: note,
    }, id);
  };

  for (const [i, crew] of CREW.entries()) {
    let tenant: UserDoc | null = await deps.users.byEmail(crew.email);
    if (!tenant) {
      tenant = newUserDoc({ ...crew, password_hash: passwordHash, now: deps.app.clock.now(), email_verified: true });
      await deps.users.insert(tenant);
    }
    const rental = await invite(`demo-live-${i + 1}`, crew.email, freeBeds[i], 'Quiet hours 22:00–06:00. Kitchen shared.');
    if (rental && rental.status === 'pending') await s.accept.acceptById(tenant, rental.id);
  }
  const marco = await deps.col.rentals.get('demo-live-1');
  if (marco && (await deps.ledger.collection.countDocuments({ rental_id: marco.id, kind: 'manual' })) === 0) {
    await s.manual(lister, { tenant_id: marco.id, payment_method: 'zelle', amount: marco.rental_amount_cents / 100, notes: 'First month, paid on arrival' });
  }
  await invite('demo-pending-1', 'newhire@example.com', freeBeds[2], 'Welcome to the crew house!');

  const tenant = await deps.users.byEmail('tenant@example.com');
  const [current] = tenant ? await deps.col.rentals.collection.find({ user_id: tenant._id, lister_id: lister._id, status: 'accepted' }, { limit: 1 }) : [];
  if (tenant && current) await storePaymentRequest(deps, current, tenant._id, { id: 'demo-request-parking', amountCents: 4_000, paymentFor: 'parking', notes: 'Parking spot for November' });
  if ((await s.padPass.forListing(listing.listing_id)) === null) {
    await s.padPass.set(lister, listing.listing_id, { door_code: 'Lockbox 4821 (left of the garage door)', house_rules: 'Quiet hours 22:00–06:00. Label your food. Last one out locks up.', emergency_contact: 'Linda (host) (720) 555-0110' });
  }
}
