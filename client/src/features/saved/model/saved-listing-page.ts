import { MAX_NIGHTS_DEFAULT, type PublicListing, type SavedListing } from '@crashpad/sync';

/**
 * The listing page's data from a saved listing's snapshot, so the page renders offline with the
 * same components as online (issue 8). Only what the snapshot holds is real; what it never
 * holds is neutral and hidden by the saved-copy page: coordinates (0,0 hides the map — its tiles
 * need a connection anyway), documents (downloads need a connection), views and review figures
 * (they change without the listing changing, so a copy would be stale).
 * Snapshots from before the page fields existed fall back to the summary the snapshot had.
 * Null while the server's snapshot has not arrived, or once the listing is no longer listed.
 */
export function publicListingOfSnapshot(doc: SavedListing): PublicListing | null {
  const snap = doc.snapshot;
  if (!snap || doc.listing_state === 'removed') return null;
  const occupied = Math.max(0, snap.num_beds - snap.num_vacant_beds);
  const phone = snap.lister.phone_number ?? null;
  return {
    id: doc.listing_id,
    user_id: snap.lister.id,
    status: 2,
    rental_type: snap.rental_type ?? 'crashpad',
    title: snap.title,
    images: snap.images,
    thumbnail: snap.thumbnail,
    description: snap.description,
    rules_policies_des: snap.rules_policies_des ?? '',
    rules_policies_doc: [],
    latitude: 0,
    longitude: 0,
    neighborhood: snap.neighborhood,
    city: snap.city,
    state: snap.state,
    country: snap.country,
    rate_per_from: snap.rate_per_from,
    rate_per_to: snap.rate_per_to,
    enable_price_range: snap.enable_price_range,
    deposit_required: snap.deposit_required,
    bathrooms: snap.bathrooms,
    number_of_shower: snap.number_of_shower ?? snap.bathrooms,
    max_nights: snap.max_nights ?? MAX_NIGHTS_DEFAULT,
    beds: snap.num_beds,
    total_room: snap.total_room ?? 0,
    num_beds: snap.num_beds,
    num_occupied_beds: occupied,
    num_vacant_beds: snap.num_vacant_beds,
    bed_occupancy_rate: snap.num_beds > 0 ? occupied / snap.num_beds : 0,
    airport_distance: snap.airport_distance,
    airports: snap.airports.map((a) => ({ id: a.id, prefix: a.prefix, name: a.name, distance: a.distance ?? snap.airport_distance })),
    airport_name: snap.airports[0]?.name ?? '',
    gender_preference: snap.gender_preference ?? 'all',
    amenities: snap.amenities ?? [],
    preferences: snap.preferences ?? [],
    places: snap.places ?? [],
    views: 0,
    featured: false,
    badges: [],
    created_at: snap.created_at ?? doc.saved_at,
    date_created: snap.created_at ?? doc.saved_at,
    display_name: snap.lister.display_name,
    photo: snap.lister.photo,
    // The server only copies a phone its owner shows to every logged-in member.
    phone_number: phone,
    approval_public_phone_user: phone ? 1 : 0,
    approval_public_phone_tenant: 0,
    show_phone: false,
    review: { num_reviews: 0 },
    total_review: { avg_score: 0 },
  };
}

/** When the copy on this device was written by the server (its last sync), else when it was saved. */
export const savedCopyDate = (doc: SavedListing): string => doc.updated_at || doc.saved_at;
