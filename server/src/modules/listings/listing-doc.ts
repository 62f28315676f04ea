import {
  DOCUMENT_NAME_SEPARATOR,
  type Listing,
  type ListingBadge,
  type ListingCard,
  type MyListing,
  type PublicListing,
  type ReviewFigures,
} from '@crashpad/sync';
import type { Doc } from '../../platform/store/types.js';
import type { UserDoc } from '../accounts/user-doc.js';
import { activeRoomCount, occupancyOf } from './room-plan.js';

/** A listing as stored: the edit shape with `_id` for `id`; rooms and beds are embedded. */
export type ListingDoc = Doc &
  Omit<Listing, 'id'> & {
    /** Bumped on every write: edits are compare-and-set on it, so concurrent saves never merge silently. */
    rev: number;
    /** Server-only: when a Boost (paid until month end) ends; the featured module's boost-end job ends it. */
    boost_ends_at?: string | null;
  };

export function toListing(doc: ListingDoc): Listing {
  const { _id, rev: _rev, boost_ends_at: _boostEnd, ...rest } = doc;
  return { id: _id, ...rest };
}

export function toMyListing(doc: ListingDoc): MyListing {
  const occupancy = occupancyOf(doc.rooms);
  return { ...toListing(doc), ...occupancy, rented: occupancy.num_occupied_beds };
}

/** Spec 2 §2/§4: Featured (ongoing) or Boosted, then No Vacancy at rate 1 or Last N Beds. */
export function badgesOf(doc: Pick<ListingDoc, 'feature_listing' | 'feature_ongoing' | 'rooms'>): ListingBadge[] {
  const badges: ListingBadge[] = [];
  if (doc.feature_listing === 1) badges.push(doc.feature_ongoing === 1 ? 'featured' : 'boosted');
  const o = occupancyOf(doc.rooms);
  if (o.num_beds > 0 && o.bed_occupancy_rate >= 1) badges.push('no_vacancy');
  else if (o.num_occupied_beds > 0) badges.push('last_beds');
  return badges;
}

/** The fields a card is made of: search reads only these (a projection), not whole listings. */
export const CARD_FIELDS = [
  '_id', 'user_id', 'title', 'thumbnail', 'images', 'neighborhood', 'city', 'rate_per_from', 'rate_per_to', 'enable_price_range',
  'total_beds', 'bathrooms', 'gender_preference', 'rooms', 'airport_distance', 'other_airport_distance', 'airports', 'latitude',
  'longitude', 'feature_listing', 'feature_ongoing', 'created_at', 'updated_at',
] as const satisfies readonly (keyof ListingDoc)[];
export type CardSource = Pick<ListingDoc, (typeof CARD_FIELDS)[number]>;
export const CARD_PROJECTION = Object.fromEntries(CARD_FIELDS.map((f) => [f, 1 as const]));

/**
 * A search or lister-page card. `search` is set on search results: the straight-line miles from
 * the searched centre, and the searched airport's id. The card names the searched airport with
 * the lister's distance choice for it when the listing chose that airport, else its first airport.
 */
export function toCard(doc: CardSource, search?: { centreMiles: number; airportId: string | null }): ListingCard {
  const second = search?.airportId != null && doc.airports[1]?.id === search.airportId && doc.other_airport_distance != null;
  const { monthly_revenue: _revenue, ...occupancy } = occupancyOf(doc.rooms);
  return {
    id: doc._id,
    listing_id: doc._id,
    user_id: doc.user_id,
    title: doc.title,
    thumbnail: doc.thumbnail ?? doc.images[0] ?? null,
    neighborhood: doc.neighborhood,
    city: doc.city,
    rate_per_from: doc.rate_per_from,
    rate_per_to: doc.enable_price_range ? doc.rate_per_to : null,
    enable_price_range: doc.enable_price_range,
    beds: doc.total_beds,
    bathrooms: doc.bathrooms,
    gender_preference: doc.gender_preference,
    ...occupancy,
    airport_distance: second ? doc.other_airport_distance! : doc.airport_distance,
    centre_miles: search ? search.centreMiles : null,
    latitude: doc.latitude,
    longitude: doc.longitude,
    prefix: (second ? doc.airports[1]?.prefix : doc.airports[0]?.prefix) ?? '',
    featured: doc.feature_listing === 1,
    badges: badgesOf(doc),
    created_at: doc.created_at,
    updated_at: doc.updated_at,
  };
}

/**
 * Spec 2 §2: the phone shows only to a logged-in viewer, when the owner shows it to everyone
 * (approval_public_phone_user = 1), or to their tenants (show_phone and tenant approval = 2).
 */
export function phoneFor(owner: UserDoc, viewerLoggedIn: boolean, viewerIsTenant: boolean): string | null {
  if (!viewerLoggedIn || !owner.phone_number) return null;
  if (owner.approval_public_phone_user === 1) return owner.phone_number;
  if (viewerIsTenant && owner.approval_public_phone_tenant === 2) return owner.phone_number;
  return null;
}

/** The public page: no street address or postal code, documents split into url and name; the caller adds review figures. */
export function toPublicListing(doc: ListingDoc, owner: UserDoc, phone: string | null, showPhone: boolean): Omit<PublicListing, keyof ReviewFigures> {
  const { monthly_revenue: _revenue, ...occupancy } = occupancyOf(doc.rooms);
  return {
    id: doc._id,
    user_id: doc.user_id,
    status: doc.status,
    rental_type: doc.rental_type,
    title: doc.title,
    images: doc.images,
    thumbnail: doc.thumbnail ?? doc.images[0] ?? null,
    description: doc.description,
    rules_policies_des: doc.rules_policies_des,
    rules_policies_doc: doc.rules_policies_doc.map((entry) => {
      const [url = '', name] = entry.split(DOCUMENT_NAME_SEPARATOR);
      return { url, name: name ?? url.slice(url.lastIndexOf('/') + 1) };
    }),
    latitude: doc.latitude,
    longitude: doc.longitude,
    neighborhood: doc.neighborhood,
    city: doc.city,
    state: doc.state,
    country: doc.country,
    rate_per_from: doc.rate_per_from,
    rate_per_to: doc.enable_price_range ? doc.rate_per_to : null,
    enable_price_range: doc.enable_price_range,
    deposit_required: doc.deposit_required,
    bathrooms: doc.bathrooms,
    number_of_shower: doc.number_of_shower,
    max_nights: doc.max_nights,
    beds: doc.total_beds,
    total_room: activeRoomCount(doc.rooms),
    ...occupancy,
    airport_distance: doc.airport_distance,
    airports: doc.airports,
    airport_name: doc.airports[0]?.name ?? '',
    gender_preference: doc.gender_preference,
    amenities: doc.amenities,
    preferences: doc.preferences,
    places: doc.places,
    views: doc.views,
    featured: doc.feature_listing === 1,
    badges: badgesOf(doc),
    created_at: doc.created_at,
    date_created: doc.created_at,
    display_name: owner.display_name,
    photo: owner.photo,
    phone_number: phone,
    approval_public_phone_user: owner.approval_public_phone_user,
    approval_public_phone_tenant: owner.approval_public_phone_tenant,
    show_phone: showPhone,
  };
}
