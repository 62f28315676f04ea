import { ulid } from 'ulid';
import {
  DESCRIPTION_MIN,
  LISTING_STATUS,
  type Listing,
  type ListingInput,
  type ListingStatus,
  type MyListing,
  type Occupancy,
  type Room,
  type UpdateRoomInput,
} from '@crashpad/sync';
import { AppError } from '../../http/app-error.js';
import type { AuthState } from '../../http/auth.js';
import { scrubContacts } from './contact-scrubber.js';
import { toListing, toMyListing, type ListingDoc } from './listing-doc.js';
import { assertOwnListingFiles } from './listing-files.js';
import { assertAccountCurrent, assertCanAddListing } from './listing-limits.js';
import { isoNow, type ListingsDeps } from './listings-deps.js';
import { activeRoomCount, deleteRoom, mergeRooms, occupancyOf, resizeRoom, type RoomPlanContext } from './room-plan.js';

/** What the wizard's form sets; the rest (owner, status, featuring, views, times) is server-owned. */
type FormFields = Omit<Listing, 'id' | 'user_id' | 'status' | 'feature_listing' | 'feature_ongoing' | 'views' | 'created_at' | 'updated_at'>;

const invalid = (field: string, key: string): never => {
  throw new AppError('validation_failed', { messageKey: key, fields: { [field]: key } });
};

/** The lister's side of listings (spec 2 §7): create, edit, status, my listings, rooms. */
export function listingService(deps: ListingsDeps) {
  const now = () => deps.app.clock.now();

  /** The caller's own listing that is not deleted; someone else's is forbidden. */
  async function owned(auth: AuthState, id: string): Promise<ListingDoc> {
    const doc = await deps.listings.byId(id);
    if (!doc || doc.status === LISTING_STATUS.disabled) throw new AppError('not_found');
    if (doc.user_id !== auth.user._id) throw new AppError('forbidden');
    return doc;
  }

  /** The lister's view of a listing: `views` includes the counted visits (listing-views.ts). */
  async function shown(doc: ListingDoc): Promise<Listing> {
    const [counted] = await deps.views.withViews([doc]);
    return toListing(counted!);
  }

  async function save(doc: ListingDoc, fields: Partial<ListingDoc>): Promise<ListingDoc> {
    const next = await deps.listings.setIfUnchanged(doc, { ...fields, updated_at: isoNow(deps) });
    if (!next) throw new AppError('conflict');
    // After the write: saved listings refresh their snapshots (saved-listings module).
    deps.app.events.emit('listing.changed', { listingId: next._id });
    return next;
  }

  /** Form fields → stored fields: airports from the catalogue, contacts scrubbed, totals derived. */
  function formFields(input: ListingInput, rooms: Room[]): FormFields {
    const airports = input.airport.map((id, i) => {
      const a = deps.catalogue.airport(id) ?? invalid('airport', 'validation.airport_unknown');
      return { id: a.id, prefix: a.prefix, name: a.name, distance: i === 0 ? input.airport_distance : (input.other_airport_distance ?? input.airport_distance) };
    });
    const description = scrubContacts(input.description);
    // Checked again after scrubbing, so contact details cannot pad a short description.
    if (description.length < DESCRIPTION_MIN) invalid('description', 'validation.description_min');
    const { num_beds } = occupancyOf(rooms);
    return {
      rental_type: input.rental_type,
      title: input.title,
      description,
      rules_policies_des: scrubContacts(input.rules_policies_des),
      rules_policies_doc: input.rules_policies_doc,
      images: input.images,
      thumbnail: input.thumbnail ?? input.images[0] ?? null,
      street1: input.street1 ?? '',
      street2: input.street2 ?? '',
      city: input.city ?? '',
      state: input.state ?? '',
      country: input.country || 'United States',
      postal_code: input.postal_code ?? '',
      neighborhood: input.neighborhood ?? '',
      latitude: input.latitude,
      longitude: input.longitude,
      airport: airports.map((a) => a.id),
      airports,
      airport_distance: input.airport_distance,
      other_airport_distance: airports.length > 1 ? (input.other_airport_distance ?? null) : null,
      bathrooms: input.bathrooms,
      number_of_shower: input.number_of_shower,
      max_nights: input.max_nights,
      enable_price_range: input.enable_price_range,
      rate_per_from: input.rate_per_from,
      rate_per_to: input.enable_price_range ? (input.rate_per_to ?? null) : null,
      rate_per_day_from: input.rate_per_day_from ?? null,
      rate_per_day_to: input.rate_per_day_to ?? null,
      deposit_required: input.deposit_required,
      gender_preference: input.gender_preference,
      amenities: [...new Set(input.amenities)],
      preferences: [...new Set(input.preferences)],
      places: [...new Set(input.places)],
      rooms,
      total_rooms: activeRoomCount(rooms),
      total_beds: num_beds,
    };
  }

  const planContext = (listingId: string, input: { rate_per_from: number }): RoomPlanContext => ({
    listingId,
    defaultRent: input.rate_per_from,
    newId: () => ulid(now()),
  });

  return {
    /** GET /lister/can-add-listings. */
    async canAdd(auth: AuthState) {
      const total = await deps.listings.countByOwner(auth.user._id);
      assertCanAddListing(auth.user, total, now());
      return { can_add: true as const, total, total_location: auth.user.total_location };
    },

    /** GET /user/listing-total. */
    async total(auth: AuthState) {
      return { total: await deps.listings.countByOwner(auth.user._id), total_location: auth.user.total_location };
    },

    /** POST /crashpads: published at once (the wizard's Save and Publish). */
    async create(auth: AuthState, input: ListingInput): Promise<Listing> {
      assertCanAddListing(auth.user, await deps.listings.countByOwner(auth.user._id), now());
      await assertOwnListingFiles(deps.uploads, auth.user._id, input);
      const id = ulid(now());
      const rooms = mergeRooms([], input.rooms, planContext(id, input));
      const iso = isoNow(deps);
      const doc: ListingDoc = {
        _id: id,
        rev: 1,
        user_id: auth.user._id,
        status: LISTING_STATUS.active,
        ...formFields(input, rooms),
        feature_listing: 0,
        feature_ongoing: 0,
        views: 0,
        created_at: iso,
        updated_at: iso,
      };
      await deps.listings.insert(doc);
      return toListing(doc);
    },

    /** PUT /crashpads/{id}: the whole form again; rooms follow the removal rules. */
    async update(auth: AuthState, id: string, input: ListingInput): Promise<Listing> {
      const doc = await owned(auth, id);
      await assertOwnListingFiles(deps.uploads, auth.user._id, input);
      const rooms = mergeRooms(doc.rooms, input.rooms, planContext(id, input));
      return shown(await save(doc, formFields(input, rooms)));
    },

    /** GET /crashpads/{id}/edit. */
    async edit(auth: AuthState, id: string) {
      const doc = await owned(auth, id);
      return { data: await shown(doc), airports: doc.airports };
    },

    /** POST /crashpads/status/{id}: 2↔1 (account must be current), 0 deletes; never with tenants. */
    async setStatus(auth: AuthState, id: string, status: ListingStatus): Promise<Listing> {
      const doc = await owned(auth, id);
      if (status !== LISTING_STATUS.active && occupancyOf(doc.rooms).num_occupied_beds > 0) throw new AppError('listing_has_tenants');
      if (status !== LISTING_STATUS.disabled) assertAccountCurrent(auth.user, now());
      if (doc.status === status) return shown(doc);
      return shown(await save(doc, { status }));
    },

    /** GET /crashpads: `data.data` the listings, `occupancy` per listing and in total. */
    async mine(auth: AuthState) {
      const docs = await deps.views.withViews(await deps.listings.byOwner(auth.user._id));
      const data: MyListing[] = docs.map(toMyListing);
      const per = data.map((l) => ({
        listing_id: l.id,
        num_beds: l.num_beds,
        num_occupied_beds: l.num_occupied_beds,
        num_vacant_beds: l.num_vacant_beds,
        bed_occupancy_rate: l.bed_occupancy_rate,
      }));
      const all = occupancyOf(docs.flatMap((d) => d.rooms));
      const totals: Occupancy = {
        num_beds: all.num_beds,
        num_occupied_beds: all.num_occupied_beds,
        num_vacant_beds: all.num_vacant_beds,
        bed_occupancy_rate: all.bed_occupancy_rate,
      };
      return { data: { data, total: data.length }, occupancy: { data: per, ...totals } };
    },

    /** POST/PUT /listings/update-room?id={room id}. */
    async updateRoom(auth: AuthState, roomId: string, input: UpdateRoomInput): Promise<Room> {
      const doc = await ownerOfRoom(auth, roomId);
      const room = doc.rooms.find((r) => r.id === roomId)!;
      const next = resizeRoom(room, input.room_name, input.beds_per_room, planContext(doc._id, doc));
      const rooms = doc.rooms.map((r) => (r.id === roomId ? next : r));
      await save(doc, { rooms, total_rooms: activeRoomCount(rooms), total_beds: occupancyOf(rooms).num_beds });
      return next;
    },

    /** /listings/delete-room?id={room id}: ACTIVE → DELETED unless tenants or the last room. */
    async deleteRoom(auth: AuthState, roomId: string): Promise<Room> {
      const doc = await ownerOfRoom(auth, roomId);
      const rooms = deleteRoom(doc.rooms, roomId);
      await save(doc, { rooms, total_rooms: activeRoomCount(rooms), total_beds: occupancyOf(rooms).num_beds });
      return rooms.find((r) => r.id === roomId)!;
    },
  };

  async function ownerOfRoom(auth: AuthState, roomId: string): Promise<ListingDoc> {
    const [doc] = await deps.listings.collection.find({ 'rooms.id': roomId, status: { $in: [LISTING_STATUS.inactive, LISTING_STATUS.active] } }, { limit: 1 });
    if (!doc) throw new AppError('not_found');
    if (doc.user_id !== auth.user._id) throw new AppError('forbidden');
    return doc;
  }
}
export type ListingService = ReturnType<typeof listingService>;
