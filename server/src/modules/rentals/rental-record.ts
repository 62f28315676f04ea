import type { RentalStatus } from '@crashpad/sync';
import type { AppContext } from '../../app-context.js';
import { seqCounter } from '../../platform/store/seq-counter.js';
import type { Draft } from '../sync/replicated-collection.js';
import { bookingReferenceOf } from './rental-views.js';
import { rentalsCollections, type RentalDoc } from './rentals-collections.js';

export interface PastRental {
  id: string;
  tenant: { _id: string; email: string; first_name: string; last_name: string };
  lister: { _id: string; display_name: string; first_name: string };
  listing: { _id: string; title: string; room_id: string; room_name: string; bed_id: string; bed_name: string };
  status: RentalStatus;
  rentCents: number;
  startDate: string;
  checkoutDate: string | null;
  at: string;
}

/**
 * Writes a whole rental that already happened (a finished stay from before the app, demo history,
 * review tests), in the collection's full shape with a booking reference. Live rentals are made
 * only by the invite and accept commands.
 */
export async function recordPastRental(app: AppContext, r: PastRental): Promise<RentalDoc> {
  const col = rentalsCollections(app);
  const seq = await seqCounter(app.store).next('rental_booking');
  const draft: Draft<RentalDoc> = {
    id: r.id,
    _deleted: false,
    participants: [r.lister._id, r.tenant._id],
    token_digest: null,
    token_expires_at: null,
    tenant_email_key: r.tenant.email.toLowerCase(),
    booking_seq: seq,
    booking_reference: bookingReferenceOf(seq),
    status: r.status,
    user_id: r.tenant._id,
    lister_id: r.lister._id,
    listing_id: r.listing._id,
    location: r.listing.title,
    address: '',
    latitude: null,
    longitude: null,
    thumbnail: null,
    room_id: r.listing.room_id,
    room_name: r.listing.room_name,
    bed_id: r.listing.bed_id,
    bed_name: r.listing.bed_name,
    rental_amount_cents: r.rentCents,
    deposit_cents: 0,
    payment_date: 1,
    auto_pay: 0,
    start_date: r.startDate,
    start_time: '12:00',
    checkout_date: r.checkoutDate,
    checkout_time: r.checkoutDate ? '11:00' : null,
    checkout_requested_date: null,
    checkout_requested_time: null,
    checkout_requested_at: null,
    note_agreement: '',
    tenant_email: r.tenant.email,
    tenant_first_name: r.tenant.first_name,
    tenant_last_name: r.tenant.last_name,
    tenant_phone_number: null,
    tenant_airline: null,
    tenant_job_position: null,
    lister_name: r.lister.display_name || r.lister.first_name,
    lister_phone_number: null,
    first_rent_cents: null,
    deposit_request_id: null,
    pad_pass: null,
    last_charge: null,
    history: [{ event: r.status === 'accepted' ? 'accepted' : 'ended', created_at: r.at, by: 'system', change_summary: {} }],
    created_at: r.at,
    accepted_at: r.at,
    ended_at: r.status === 'accepted' ? null : r.at,
    invite_expires_at: null,
    next_charge_date: null,
    next_charge_prorated: false,
    charge_attempts: 0,
    retry_at: null,
    reminded_for: null,
  };
  const res = await col.rentals.mutate(r.id, (cur) => (cur ? null : draft));
  return res.after!;
}
