import { LISTING_STATUS, type ListingSnapshot } from '@crashpad/sync';
import type { UserDoc } from '../accounts/user-doc.js';
import type { ListingDoc } from '../listings/listing-doc.js';
import { phoneFor } from '../listings/listing-doc.js';
import { activeRoomCount, occupancyOf } from '../listings/room-plan.js';

/** Only an active listing is listed; an inactive or deleted one shows as removed on /saved. */
export const isListed = (doc: ListingDoc | null): doc is ListingDoc => doc !== null && doc.status === LISTING_STATUS.active;

/**
 * What `/saved` and the listing page need offline (ARCHITECTURE §4, issue 8): text, prices in
 * cents, rooms/beds summary, the page's facts and sections, airports, photo paths and the
 * lister's public name and photo. Never the address details or coordinates; the lister's phone
 * only when they show it to every logged-in member (whoever saved the listing is logged in, and
 * one snapshot serves every saver, so the tenants-only permission is left out).
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
    airports: doc.airports.map((a) => ({ id: a.id, prefix: a.prefix, name: a.name, distance: a.distance })),
    lister: {
      id: doc.user_id,
      display_name: lister?.display_name ?? '',
      photo: lister?.photo ?? null,
      phone_number: lister ? phoneFor(lister, true, false) : null,
    },
    rental_type: doc.rental_type,
    rules_policies_des: doc.rules_policies_des,
    number_of_shower: doc.number_of_shower,
    max_nights: doc.max_nights,
    total_room: activeRoomCount(doc.rooms),
    gender_preference: doc.gender_preference,
    amenities: [...doc.amenities],
    preferences: [...doc.preferences],
    places: [...doc.places],
    created_at: doc.created_at,
  };
}
