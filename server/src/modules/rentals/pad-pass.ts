import { padPassInputSchema, type PadPass } from '@crashpad/sync';
import { AppError } from '../../http/app-error.js';
import { parseInput } from '../../http/validate.js';
import type { Doc } from '../../platform/store/types.js';
import type { UserDoc } from '../accounts/user-doc.js';
import type { ListingDoc } from '../listings/listing-doc.js';
import { emitChanged } from '../sync/sync-adapter.js';
import { assertLister } from './invite-rules.js';
import type { RentalDoc } from './rentals-collections.js';
import { isoAt, type RentalsDeps } from './rentals-deps.js';

type PadPassDoc = Doc & PadPass & { lister_id: string };

/** The Pad Pass fields of an accepted rental: the listing's address and pin, the lister's phone, the code card. */
export function padPassFieldsOf(listing: ListingDoc, lister: UserDoc | null, pass: PadPass | null): Pick<RentalDoc, 'address' | 'latitude' | 'longitude' | 'lister_phone_number' | 'pad_pass'> {
  const address = [listing.street1, listing.street2, listing.city, listing.state, listing.postal_code, listing.country].filter((x) => x && x.trim()).join(', ');
  return { address, latitude: listing.latitude, longitude: listing.longitude, lister_phone_number: lister?.phone_number ?? null, pad_pass: pass };
}

/**
 * Pad Pass (issue 10): door or lockbox code, house rules and an emergency contact a lister enters
 * per listing. Shown only to accepted tenants: it is copied into their replicated rental (with
 * the time it changed) so the card reads offline, and a change reaches them on the next sync.
 */
export function padPassService(deps: RentalsDeps) {
  const passes = deps.app.store.collection<PadPassDoc>('pad_passes');

  async function ownListing(lister: UserDoc, listingId: string): Promise<ListingDoc> {
    assertLister(lister);
    const listing = await deps.listings.byId(listingId);
    if (!listing || listing.user_id !== lister._id || listing.status === 0) throw new AppError('not_found');
    return listing;
  }

  async function forListing(listingId: string): Promise<PadPass | null> {
    const doc = await passes.findOne({ _id: listingId });
    return doc ? { door_code: doc.door_code, house_rules: doc.house_rules, emergency_contact: doc.emergency_contact, updated_at: doc.updated_at } : null;
  }

  return {
    forListing,
    async get(lister: UserDoc, listingId: string): Promise<PadPass | null> {
      await ownListing(lister, listingId);
      return forListing(listingId);
    },
    async set(lister: UserDoc, listingId: string, raw: unknown): Promise<PadPass> {
      const listing = await ownListing(lister, listingId);
      const input = parseInput(padPassInputSchema, raw);
      const pass: PadPass = { ...input, updated_at: isoAt(deps.app.clock.now()) };
      await passes.updateOne({ _id: listingId }, { $set: { ...pass, lister_id: lister._id } }, { upsert: true });
      const accepted = await deps.col.rentals.collection.find({ listing_id: listingId, status: 'accepted', _deleted: false });
      for (const rental of accepted) {
        const res = await deps.col.rentals.mutate(rental._id, (cur) => (cur && cur.status === 'accepted' ? { ...cur, ...padPassFieldsOf(listing, lister, pass) } : null));
        if (res.written) emitChanged(deps.app.events, 'rentals', res.after!.participants, res.after!);
      }
      return pass;
    },
  };
}
export type PadPassService = ReturnType<typeof padPassService>;
