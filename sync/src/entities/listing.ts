import * as v from 'valibot';
import { reviewFiguresSchema } from './review.js';
import { airportRefSchema } from './airport.js';
import { genderPreferenceSchema } from './gender-preferences.js';

/** Spec 2 §1: rental types; the crashpad_* ones exist with the crashpad site feature. */
export const RENTAL_TYPES = [
  'crashpad', 'crashpad_bed', 'crashpad_room', 'crashpad_suite', 'house', 'entire_suite', 'room', 'hostel', 'hotel',
] as const;
export const rentalTypeSchema = v.picklist(RENTAL_TYPES, 'validation.rental_type');
export type RentalType = v.InferOutput<typeof rentalTypeSchema>;

/** Spec 2 §4: 2 active, 1 inactive (deactivated), 0 disabled (also what delete sets). */
export const LISTING_STATUS = { disabled: 0, inactive: 1, active: 2 } as const;
const listingStatusSchema = v.picklist([0, 1, 2], 'validation.listing_status');
export type ListingStatus = v.InferOutput<typeof listingStatusSchema>;

/** Spec 2 §4: room and bed statuses; BUSY (beds only) is set by rentals, never by a lister. */
const ROOM_STATUSES = ['NEW', 'ACTIVE', 'DELETED'] as const;
const BED_STATUSES = ['NEW', 'ACTIVE', 'DELETED', 'BUSY'] as const;
export type RoomStatus = (typeof ROOM_STATUSES)[number];
export type BedStatus = (typeof BED_STATUSES)[number];


/** Spec 2 §2 distance options in miles: 1–5, 10 ("6-10 miles") and 11 ("11+ miles"). */
export const AIRPORT_DISTANCES = [1, 2, 3, 4, 5, 10, 11] as const;

/** Spec 2 §9 constants of listings. */
export const DESCRIPTION_MIN = 200;
export const DESCRIPTION_MAX = 10_000;
export const LISTING_TITLE_MAX = 120;
export const MAX_LISTING_AIRPORTS = 2;
export const MAX_LISTING_IMAGES = 15;
export const MAX_LISTING_DOCUMENTS = 3;
export const MAX_NIGHTS_DEFAULT = 30;
export const MAX_ROOMS = 50;
export const MAX_BEDS_PER_ROOM = 30;
/** Spec 2 §2: the display name of a document follows this separator in its stored path. */
export const DOCUMENT_NAME_SEPARATOR = '::::';

const bedSchema = v.object({
  id: v.string(),
  bed_name: v.string(),
  status: v.picklist(BED_STATUSES),
  /** Monthly rent of this bed in cents (DECISIONS #10). */
  rental_amount: v.number(),
});
export type Bed = v.InferOutput<typeof bedSchema>;

const roomSchema = v.object({
  id: v.string(),
  listing_id: v.string(),
  room_name: v.string(),
  status: v.picklist(ROOM_STATUSES),
  /** Beds that are not DELETED. */
  beds_per_room: v.number(),
  beds: v.array(bedSchema),
});
export type Room = v.InferOutput<typeof roomSchema>;

/** One of the (up to two) airports a listing is near, with the lister's distance choice. */
const listingAirportSchema = v.object({ ...airportRefSchema.entries, distance: v.number() });
export type ListingAirport = v.InferOutput<typeof listingAirportSchema>;

/** Occupancy counted over beds that are not DELETED; rate 1 means full (spec 2 §4). */
export const occupancySchema = v.object({
  num_beds: v.number(),
  num_occupied_beds: v.number(),
  num_vacant_beds: v.number(),
  bed_occupancy_rate: v.number(),
});
export type Occupancy = v.InferOutput<typeof occupancySchema>;

/**
 * The listing as its owner edits it (spec 2 §3 "Listing (form)"; GET /crashpads/{id}/edit).
 * Money is integer cents: rate_per_from/to per month, rate_per_day_from/to, deposit_required.
 */
export const listingSchema = v.object({
  id: v.string(),
  user_id: v.string(),
  status: listingStatusSchema,
  rental_type: rentalTypeSchema,
  title: v.string(),
  description: v.string(),
  rules_policies_des: v.string(),
  rules_policies_doc: v.array(v.string()),
  images: v.array(v.string()),
  thumbnail: v.nullable(v.string()),
  street1: v.string(),
  street2: v.string(),
  city: v.string(),
  state: v.string(),
  country: v.string(),
  postal_code: v.string(),
  neighborhood: v.string(),
  latitude: v.number(),
  longitude: v.number(),
  /** Airport ids (IATA), first one is the main airport. */
  airport: v.array(v.string()),
  airports: v.array(listingAirportSchema),
  airport_distance: v.number(),
  other_airport_distance: v.nullable(v.number()),
  bathrooms: v.number(),
  number_of_shower: v.number(),
  max_nights: v.number(),
  enable_price_range: v.boolean(),
  rate_per_from: v.number(),
  rate_per_to: v.nullable(v.number()),
  rate_per_day_from: v.nullable(v.number()),
  rate_per_day_to: v.nullable(v.number()),
  deposit_required: v.number(),
  gender_preference: genderPreferenceSchema,
  amenities: v.array(v.string()),
  preferences: v.array(v.string()),
  places: v.array(v.string()),
  rooms: v.array(roomSchema),
  total_rooms: v.number(),
  total_beds: v.number(),
  feature_listing: v.picklist([0, 1]),
  feature_ongoing: v.picklist([0, 1]),
  views: v.number(),
  created_at: v.string(),
  updated_at: v.string(),
});
export type Listing = v.InferOutput<typeof listingSchema>;

/** A listing in the lister's own list (spec 2 §3 "Listing (my listings view)"). */
export const myListingSchema = v.object({
  ...listingSchema.entries,
  ...occupancySchema.entries,
  /** Sum of the monthly rent of occupied beds, in cents. */
  monthly_revenue: v.number(),
  rented: v.number(),
});
export type MyListing = v.InferOutput<typeof myListingSchema>;

/** Card badges (spec 2 §2): Featured, No Vacancy at occupancy 1, Last N Beds when partly occupied. */
const LISTING_BADGES = ['featured', 'boosted', 'no_vacancy', 'last_beds'] as const;
export type ListingBadge = (typeof LISTING_BADGES)[number];

/** A listing card in search results and lister pages (spec 2 §3 "Listing card"). */
export const listingCardSchema = v.object({
  id: v.string(),
  listing_id: v.string(),
  user_id: v.string(),
  title: v.string(),
  thumbnail: v.nullable(v.string()),
  neighborhood: v.string(),
  city: v.string(),
  rate_per_from: v.number(),
  rate_per_to: v.nullable(v.number()),
  enable_price_range: v.boolean(),
  beds: v.number(),
  bathrooms: v.number(),
  gender_preference: genderPreferenceSchema,
  ...occupancySchema.entries,
  /**
   * The lister's distance choice for the card's airport (`prefix`): 1–5, 10 ("6-10 miles") or 11
   * ("11+ miles"), the same figure the listing page shows (issue 8 #7: one rule everywhere).
   */
  airport_distance: v.number(),
  /** Straight-line miles from the searched airport or city centre (search results only), else null. */
  centre_miles: v.nullable(v.number()),
  latitude: v.number(),
  longitude: v.number(),
  prefix: v.string(),
  featured: v.boolean(),
  badges: v.array(v.picklist(LISTING_BADGES)),
  created_at: v.string(),
  updated_at: v.string(),
});
export type ListingCard = v.InferOutput<typeof listingCardSchema>;

/** The public listing page (spec 2 §3 "Listing (public)"): no street address, no internal fields. */
export const publicListingSchema = v.object({
  id: v.string(),
  user_id: v.string(),
  status: listingStatusSchema,
  rental_type: rentalTypeSchema,
  title: v.string(),
  images: v.array(v.string()),
  thumbnail: v.nullable(v.string()),
  description: v.string(),
  rules_policies_des: v.string(),
  rules_policies_doc: v.array(v.object({ url: v.string(), name: v.string() })),
  latitude: v.number(),
  longitude: v.number(),
  neighborhood: v.string(),
  city: v.string(),
  state: v.string(),
  country: v.string(),
  rate_per_from: v.number(),
  rate_per_to: v.nullable(v.number()),
  enable_price_range: v.boolean(),
  deposit_required: v.number(),
  bathrooms: v.number(),
  number_of_shower: v.number(),
  max_nights: v.number(),
  beds: v.number(),
  total_room: v.number(),
  ...occupancySchema.entries,
  airport_distance: v.number(),
  airports: v.array(listingAirportSchema),
  airport_name: v.string(),
  gender_preference: genderPreferenceSchema,
  amenities: v.array(v.string()),
  preferences: v.array(v.string()),
  places: v.array(v.string()),
  views: v.number(),
  featured: v.boolean(),
  badges: v.array(v.picklist(LISTING_BADGES)),
  created_at: v.string(),
  date_created: v.string(),
  display_name: v.string(),
  photo: v.nullable(v.string()),
  /** Only when the viewer is logged in and the owner shows the phone (spec 2 §2 phone rule). */
  phone_number: v.nullable(v.string()),
  approval_public_phone_user: v.number(),
  approval_public_phone_tenant: v.number(),
  show_phone: v.boolean(),
  /** Figures of the reviews written for this listing (spec 2 §3: review.num_reviews, total_review.avg_score). */
  ...reviewFiguresSchema.entries,
});
export type PublicListing = v.InferOutput<typeof publicListingSchema>;
