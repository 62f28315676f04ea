import { LISTING_STATUS, type ListingSnapshot } from '@crashpad/sync';
import type { UserDoc } from '../accounts/user-doc.js';
import type { ListingDoc } from '../listings/listing-doc.js';
import { occupancyOf } from '../listings/room-plan.js';

/** Only an active listing is listed; an inactive or deleted one shows as removed on /saved. */
export const isListed = (doc: ListingDoc | null): doc is ListingDoc => doc !== null && doc.status === LISTING_STATUS.active;

/**
 * What `/saved` needs offline (ARCHITECTURE §4): text, prices in cents, rooms/beds summary,
 * airports, photo paths and the lister's public name and photo. Never the address details or the
 * lister's contact data beyond that.
 */
export function listingSnapshot(doc: ListingDoc, lister: UserDoc | null): ListingSnapshot {
  const { num_beds, num_vacant_beds } = occupancyOf(doc.rooms);
  return {
    title: doc.title,
    description: doc.description,
    neighborhood: doc.neighborhood,
    city: doc.city,
    state: doc.state,
    country: doc.country,
    thumbnail: doc.thumbnail ?? doc.images[0] ?? null,
    images: [...doc.images],
    rate_per_from: doc.rate_per_from,
    rate_per_to: doc.enable_price_range ? doc.rate_per_to : null,
    enable_price_range: doc.enable_price_range,
    deposit_required: doc.deposit_required,
    bathrooms: doc.bathrooms,
    num_beds,
    num_vacant_beds,
    airport_distance: doc.airport_distance,
    airports: doc.airports.map((a) => ({ id: a.id, prefix: a.prefix, name: a.name })),
    lister: { id: doc.user_id, display_name: lister?.display_name ?? '', photo: lister?.photo ?? null },
  };
}
