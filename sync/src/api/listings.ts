import * as v from 'valibot';
import { airportIdSchema, airportRefSchema } from '../entities/airport.js';
import {
  AIRPORT_DISTANCES,
  DESCRIPTION_MAX,
  DESCRIPTION_MIN,
  DOCUMENT_NAME_SEPARATOR,
  LISTING_TITLE_MAX,
  MAX_BEDS_PER_ROOM,
  MAX_LISTING_AIRPORTS,
  MAX_LISTING_DOCUMENTS,
  MAX_LISTING_IMAGES,
  MAX_NIGHTS_DEFAULT,
  MAX_ROOMS,
  listingCardSchema,
  listingSchema,
  myListingSchema,
  occupancySchema,
  publicListingSchema,
  rentalTypeSchema,
} from '../entities/listing.js';
import { genderPreferenceSchema } from '../entities/gender-preferences.js';
import { intIn, optionalText, requiredText } from './fields.js';

/** Largest amount a form may carry: $100,000 in cents. */
const MONEY_MAX_CENTS = 10_000_000;
const cents = (key: string) => intIn(0, MONEY_MAX_CENTS, key);

/** Server-made ids (ULIDs) of rooms and beds; anything else is a new row. */
const rowId = v.pipe(v.string('validation.invalid'), v.regex(/^[0-9A-Za-z_-]{1,64}$/, 'validation.invalid'));
/** Ids of amenities, preferences and nearby places (managed by admins). */
const optionId = v.pipe(v.string('validation.invalid'), v.regex(/^[0-9A-Za-z_-]{1,64}$/, 'validation.invalid'));

/** Our own uploads only: a /files/ path, never a third-party URL. */
const UPLOADED_FILE_PATTERN = /^\/files\/[A-Za-z0-9][A-Za-z0-9/_.-]{0,200}$/;
const imagePathSchema = v.pipe(v.string('validation.file_path_invalid'), v.regex(UPLOADED_FILE_PATTERN, 'validation.file_path_invalid'), v.check((p) => !p.includes('..'), 'validation.file_path_invalid'));
/** A PDF path, optionally followed by `::::` and the display name (spec 2 §2 documents step). */
const documentPathSchema = v.pipe(
  v.string('validation.file_path_invalid'),
  v.maxLength(400, 'validation.file_path_invalid'),
  v.check((s) => {
    const [path = '', name, ...rest] = s.split(DOCUMENT_NAME_SEPARATOR);
    return rest.length === 0 && UPLOADED_FILE_PATTERN.test(path) && !path.includes('..') && /\.pdf$/i.test(path) && (name === undefined || /^[^\n\r]{1,160}$/.test(name));
  }, 'validation.file_path_invalid'),
);

/** A bed as the wizard sends it: new ones have no id (or status NEW). */
const bedInputSchema = v.strictObject({
  id: v.optional(rowId),
  bed_name: requiredText('validation.bed_name_required', 60),
  status: v.optional(v.picklist(['NEW', 'ACTIVE', 'DELETED'], 'validation.invalid')),
  /** Monthly rent of this bed in cents; defaults to the listing's rate_per_from. */
  rental_amount: v.optional(v.nullable(cents('validation.rate_required'))),
});
export type BedInput = v.InferOutput<typeof bedInputSchema>;

const roomInputSchema = v.strictObject({
  id: v.optional(rowId),
  room_name: requiredText('validation.room_name_required', 60),
  status: v.optional(v.picklist(['NEW', 'ACTIVE', 'DELETED'], 'validation.invalid')),
  /** Sent by the wizard; the server counts the beds itself. */
  beds_per_room: v.optional(v.number()),
  beds: v.pipe(v.array(bedInputSchema, 'validation.rooms_required'), v.minLength(1, 'validation.rooms_required'), v.maxLength(MAX_BEDS_PER_ROOM, 'validation.too_long')),
});
export type RoomInput = v.InferOutput<typeof roomInputSchema>;

/**
 * POST /crashpads and PUT /crashpads/{id}: the whole wizard form (spec 2 §3, §5), in the order
 * the spec checks it. Money in cents. `beds`, `total_rooms`, `total_beds` and
 * `descriptionUpdated` are accepted for compatibility; the server derives them. Phone numbers
 * and e-mail addresses are removed from the description and house rules on the server, and the
 * 200-character minimum is checked again after that.
 */
export const listingInputSchema = v.pipe(
  v.strictObject({
    title: requiredText('validation.listing_title_required', LISTING_TITLE_MAX),
    rental_type: v.optional(rentalTypeSchema, 'crashpad'),
    latitude: v.pipe(v.number('validation.address_required'), v.minValue(-90, 'validation.address_required'), v.maxValue(90, 'validation.address_required')),
    longitude: v.pipe(v.number('validation.address_required'), v.minValue(-180, 'validation.address_required'), v.maxValue(180, 'validation.address_required')),
    street1: optionalText(200),
    street2: optionalText(200),
    city: optionalText(100),
    state: optionalText(100),
    country: optionalText(100),
    postal_code: optionalText(20),
    neighborhood: optionalText(200),
    airport_distance: v.picklist(AIRPORT_DISTANCES, 'validation.airport_distance_required'),
    other_airport_distance: v.optional(v.nullable(v.picklist(AIRPORT_DISTANCES, 'validation.airport_distance_required'))),
    description: v.pipe(
      v.string('validation.description_min'),
      v.trim(),
      v.minLength(DESCRIPTION_MIN, 'validation.description_min'),
      v.maxLength(DESCRIPTION_MAX, 'validation.too_long'),
    ),
    airport: v.pipe(
      v.array(airportIdSchema, 'validation.airport_required'),
      v.minLength(1, 'validation.airport_required'),
      v.maxLength(MAX_LISTING_AIRPORTS, 'validation.airports_max'),
      v.check((ids) => new Set(ids).size === ids.length, 'validation.airport_unknown'),
    ),
    rooms: v.pipe(v.array(roomInputSchema, 'validation.rooms_required'), v.minLength(1, 'validation.rooms_required'), v.maxLength(MAX_ROOMS, 'validation.too_long')),
    bathrooms: intIn(1, 10, 'validation.bathrooms_required'),
    /** 0–4, or 5 meaning "5+". */
    number_of_shower: intIn(0, 5, 'validation.number_of_shower_required'),
    max_nights: v.optional(intIn(1, 31, 'validation.max_nights_required'), MAX_NIGHTS_DEFAULT),
    rate_per_from: cents('validation.rate_required'),
    enable_price_range: v.optional(v.boolean('validation.invalid'), false),
    rate_per_to: v.optional(v.nullable(cents('validation.rate_to_required'))),
    rate_per_day_from: v.optional(v.nullable(cents('validation.invalid'))),
    rate_per_day_to: v.optional(v.nullable(cents('validation.invalid'))),
    deposit_required: cents('validation.deposit_required'),
    gender_preference: v.optional(genderPreferenceSchema, 'all'),
    amenities: v.optional(v.pipe(v.array(optionId), v.maxLength(100, 'validation.too_long')), []),
    preferences: v.optional(v.pipe(v.array(optionId), v.maxLength(100, 'validation.too_long')), []),
    places: v.optional(v.pipe(v.array(optionId), v.maxLength(100, 'validation.too_long')), []),
    rules_policies_des: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(DESCRIPTION_MAX, 'validation.too_long')), ''),
    rules_policies_doc: v.optional(v.pipe(v.array(documentPathSchema), v.maxLength(MAX_LISTING_DOCUMENTS, 'validation.documents_max')), []),
    images: v.optional(v.pipe(v.array(imagePathSchema), v.maxLength(MAX_LISTING_IMAGES, 'validation.images_max')), []),
    thumbnail: v.optional(v.nullable(imagePathSchema)),
    beds: v.optional(v.number()),
    total_rooms: v.optional(v.number()),
    total_beds: v.optional(v.number()),
    descriptionUpdated: v.optional(v.boolean()),
  }),
  v.forward(
    v.partialCheck(
      [['enable_price_range'], ['rate_per_to'], ['rate_per_from']],
      (d) => !d.enable_price_range || (d.rate_per_to != null && d.rate_per_to >= d.rate_per_from),
      'validation.rate_to_required',
    ),
    ['rate_per_to'],
  ),
  v.forward(
    v.partialCheck([['airport'], ['other_airport_distance']], (d) => d.airport.length < 2 || d.other_airport_distance != null, 'validation.airport_distance_required'),
    ['other_airport_distance'],
  ),
  v.forward(
    v.partialCheck([['images'], ['thumbnail']], (d) => d.thumbnail == null || d.images.includes(d.thumbnail), 'validation.thumbnail_invalid'),
    ['thumbnail'],
  ),
);
export type ListingInput = v.InferOutput<typeof listingInputSchema>;

/** POST /crashpads/status/{id} (spec 2 §4). */
export const listingStatusInputSchema = v.strictObject({ status: v.picklist([0, 1, 2], 'validation.listing_status') });

/** POST/PUT /listings/update-room?id={room id}: rename a room and set its bed count. */
export const updateRoomInputSchema = v.strictObject({
  room_name: requiredText('validation.room_name_required', 60),
  beds_per_room: intIn(1, MAX_BEDS_PER_ROOM, 'validation.rooms_required'),
});
export type UpdateRoomInput = v.InferOutput<typeof updateRoomInputSchema>;
/** The `id` query of update-room and delete-room. */
export const roomQuerySchema = v.strictObject({ id: rowId });

/** GET /crashpads/{id}/edit. */
export const listingEditOutputSchema = v.object({ data: listingSchema, airports: v.array(v.object({ ...airportRefSchema.entries, distance: v.number() })) });
/** POST /crashpads, PUT /crashpads/{id}, POST /crashpads/status/{id}. */
export const listingOutputSchema = v.object({ data: listingSchema });
/** GET /crashpads: `data.data` is my listings, `occupancy.data` the totals (spec 2 §7). */
export const myListingsOutputSchema = v.object({
  data: v.object({ data: v.array(myListingSchema), total: v.number() }),
  occupancy: v.object({ data: v.array(v.object({ listing_id: v.string(), ...occupancySchema.entries })), ...occupancySchema.entries }),
});
/** GET /lister/can-add-listings: 200 when allowed, else 403 upgrade_needed or 408 card_needed. */
export const canAddListingsOutputSchema = v.object({ can_add: v.literal(true), total: v.number(), total_location: v.nullable(v.number()) });

/** GET /listing/{id}. */
export const publicListingOutputSchema = v.object({ data: publicListingSchema });
/** GET /listing/related/{id}: the lister's other active listings. */
export const listingCardsOutputSchema = v.object({ data: v.array(listingCardSchema) });
/** GET /lister/{id}/properties (spec 2 §3 "Lister page"). */
export const listerPageOutputSchema = v.object({
  listerId: v.string(),
  listerName: v.string(),
  listerAbout: v.nullable(v.string()),
  listerPhoto: v.nullable(v.string()),
  propertyImages: v.array(v.string()),
  properties: v.array(listingCardSchema),
});
