import * as v from 'valibot';
import { genderPreferenceSchema } from '../entities/gender-preferences.js';
import { rentalTypeSchema } from '../entities/listing.js';
import { docIdSchema, replicatedFields, withDeleted } from './replicated-fields.js';

/**
 * What a saved listing keeps so `/saved` and the listing's own page read well in airplane mode
 * (ARCHITECTURE §4): text, prices (cents), rooms/beds summary, airports, photo URLs (put into the
 * image cache when saved) and the lister's public name. Server-owned: the server fills it from
 * the listing and refreshes it whenever the listing changes.
 *
 * The fields marked "page" feed the listing page offline (issue 8). They are optional because
 * snapshots stored before they existed stay valid; the server fills them on every snapshot it
 * writes and upgrades older ones when it starts.
 */
const listingSnapshotSchema = v.strictObject({
  title: v.string(),
  description: v.string(),
  neighborhood: v.string(),
  city: v.string(),
  state: v.string(),
  country: v.string(),
  thumbnail: v.nullable(v.string()),
  images: v.array(v.string()),
  rate_per_from: v.number(),
  rate_per_to: v.nullable(v.number()),
  enable_price_range: v.boolean(),
  deposit_required: v.number(),
  bathrooms: v.number(),
  num_beds: v.number(),
  num_vacant_beds: v.number(),
  airport_distance: v.number(),
  airports: v.array(
    v.strictObject({
      id: v.string(),
      prefix: v.string(),
      name: v.string(),
      /** page: the lister's distance choice in miles (spec 2 §2 options). */
      distance: v.optional(v.number()),
    }),
  ),
  lister: v.strictObject({
    id: v.string(),
    display_name: v.string(),
    photo: v.nullable(v.string()),
    /** page: only when the lister shows the phone to every logged-in member (spec 2 §2 phone rule). */
    phone_number: v.optional(v.nullable(v.string())),
  }),
  /** page: the facts and sections of the listing page. */
  rental_type: v.optional(rentalTypeSchema),
  rules_policies_des: v.optional(v.string()),
  number_of_shower: v.optional(v.number()),
  max_nights: v.optional(v.number()),
  total_room: v.optional(v.number()),
  gender_preference: v.optional(genderPreferenceSchema),
  amenities: v.optional(v.array(v.string())),
  preferences: v.optional(v.array(v.string())),
  places: v.optional(v.array(v.string())),
  /** page: when the listing was published. */
  created_at: v.optional(v.string()),
});
export type ListingSnapshot = v.InferOutput<typeof listingSnapshotSchema>;

/** Whether the saved listing is still as saved, has changed since, or is no longer listed. */
const SAVED_LISTING_STATES = ['current', 'changed', 'removed'] as const;

/**
 * A listing a user saved (heart on cards and detail). `id` equals `listing_id` (one per user per
 * listing). Clients may insert `{id, listing_id}` (any snapshot they send is replaced by the
 * server's) and delete (unsave) by tombstone; every other field is server-owned.
 */
export const savedListingEntries = {
  ...replicatedFields,
  listing_id: docIdSchema,
  saved_at: v.string(),
  snapshot: v.nullable(listingSnapshotSchema),
  listing_state: v.picklist(SAVED_LISTING_STATES),
  /** Server time the listing last changed after it was saved (null while unchanged). */
  listing_changed_at: v.nullable(v.string()),
};
export const savedListingSchema = v.strictObject(savedListingEntries);
export type SavedListing = v.InferOutput<typeof savedListingSchema>;
export const savedListingWireSchema = withDeleted(savedListingEntries);
export type SavedListingWire = v.InferOutput<typeof savedListingWireSchema>;
