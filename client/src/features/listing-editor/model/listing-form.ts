import { MAX_NIGHTS_DEFAULT, type AirportRef, type GenderPreference, type Listing, type ListingAirport, type RentalType } from '@crashpad/sync';
import { formatDocument, parseDocument, type DocumentDraft } from './documents-model';
import { centsToDollars, dollarsToCents } from './money-input';
import { defaultRooms, roomsFromServer, roomsToInput, roomTotals, type RoomDraft } from './rooms-model';

/** Country the address starts with, and the one whose state is picked from a list (spec 2 §2). */
export const DEFAULT_COUNTRY = 'United States';
/** Spec 2 §9: default airport distance 1 mile. */
export const DEFAULT_AIRPORT_DISTANCE = 1;

/**
 * The wizard's values as the inputs hold them: typed numbers stay text until they are checked,
 * money is whole dollars as typed (digits only), airports carry their names for display.
 */
export interface ListingForm {
  title: string;
  rental_type: RentalType;
  street1: string;
  street2: string;
  city: string;
  state: string;
  country: string;
  postal_code: string;
  neighborhood: string;
  latitude: string;
  longitude: string;
  bathrooms: number;
  number_of_shower: number;
  max_nights: number;
  rate_per_from: string;
  enable_price_range: boolean;
  rate_per_to: string;
  deposit_required: string;
  airports: AirportRef[];
  airport_distance: number;
  other_airport_distance: number;
  description: string;
  rooms: RoomDraft[];
  amenities: string[];
  preferences: string[];
  places: string[];
  rules_policies_des: string;
  documents: DocumentDraft[];
  images: string[];
  thumbnail: string | null;
  /** Fields the wizard does not show but must send back unchanged when editing. */
  gender_preference: GenderPreference;
  rate_per_day_from: number | null;
  rate_per_day_to: number | null;
}

export function emptyListingForm(rentalType: RentalType = 'crashpad'): ListingForm {
  return {
    title: '',
    rental_type: rentalType,
    street1: '',
    street2: '',
    city: '',
    state: '',
    country: DEFAULT_COUNTRY,
    postal_code: '',
    neighborhood: '',
    latitude: '',
    longitude: '',
    bathrooms: 1,
    number_of_shower: 0,
    max_nights: MAX_NIGHTS_DEFAULT,
    rate_per_from: '',
    enable_price_range: false,
    rate_per_to: '',
    deposit_required: '',
    airports: [],
    airport_distance: DEFAULT_AIRPORT_DISTANCE,
    other_airport_distance: DEFAULT_AIRPORT_DISTANCE,
    description: '',
    rooms: defaultRooms(rentalType),
    amenities: [],
    preferences: [],
    places: [],
    rules_policies_des: '',
    documents: [],
    images: [],
    thumbnail: null,
    gender_preference: 'all',
    rate_per_day_from: null,
    rate_per_day_to: null,
  };
}

/** GET /crashpads/{id}/edit → form values; the answer's airports list names the airport ids. */
export function formFromListing(listing: Listing, airports: readonly ListingAirport[]): ListingForm {
  const named = new Map(airports.map((a) => [a.id, a]));
  return {
    title: listing.title,
    rental_type: listing.rental_type,
    street1: listing.street1,
    street2: listing.street2,
    city: listing.city,
    state: listing.state,
    country: listing.country || DEFAULT_COUNTRY,
    postal_code: listing.postal_code,
    neighborhood: listing.neighborhood,
    latitude: String(listing.latitude),
    longitude: String(listing.longitude),
    bathrooms: listing.bathrooms,
    number_of_shower: listing.number_of_shower,
    max_nights: listing.max_nights,
    rate_per_from: centsToDollars(listing.rate_per_from),
    enable_price_range: listing.enable_price_range,
    rate_per_to: centsToDollars(listing.rate_per_to),
    deposit_required: centsToDollars(listing.deposit_required),
    airports: listing.airport.map((id) => {
      const a = named.get(id);
      return { id, prefix: a?.prefix ?? id, name: a?.name ?? id };
    }),
    airport_distance: listing.airport_distance,
    other_airport_distance: listing.other_airport_distance ?? DEFAULT_AIRPORT_DISTANCE,
    description: listing.description,
    rooms: roomsFromServer(listing.rooms),
    amenities: listing.amenities,
    preferences: listing.preferences,
    places: listing.places,
    rules_policies_des: listing.rules_policies_des,
    documents: listing.rules_policies_doc.map(parseDocument),
    images: listing.images,
    thumbnail: listing.thumbnail,
    gender_preference: listing.gender_preference,
    rate_per_day_from: listing.rate_per_day_from,
    rate_per_day_to: listing.rate_per_day_to,
  };
}

/** Typed coordinates: empty text is missing, anything else must read as a number. */
const coordinate = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text.trim().replace(',', '.')));

/**
 * Form values → the POST/PUT body (spec 2 §7): rooms, images and documents reduced to what the
 * server stores, beds as the total of beds per room, `descriptionUpdated` when the text changed.
 * Values that are missing stay undefined so the request schema reports them in its order.
 */
export function toListingPayload(form: ListingForm, loadedDescription: string | null): Record<string, unknown> {
  const totals = roomTotals(form.rooms);
  return {
    title: form.title,
    rental_type: form.rental_type,
    latitude: coordinate(form.latitude),
    longitude: coordinate(form.longitude),
    street1: form.street1,
    street2: form.street2,
    city: form.city,
    state: form.state,
    country: form.country,
    postal_code: form.postal_code,
    neighborhood: form.neighborhood,
    airport_distance: form.airport_distance,
    other_airport_distance: form.airports.length > 1 ? form.other_airport_distance : null,
    description: form.description,
    airport: form.airports.map((a) => a.id),
    rooms: roomsToInput(form.rooms),
    bathrooms: form.bathrooms,
    number_of_shower: form.number_of_shower,
    max_nights: form.max_nights,
    rate_per_from: dollarsToCents(form.rate_per_from),
    enable_price_range: form.enable_price_range,
    rate_per_to: form.enable_price_range ? dollarsToCents(form.rate_per_to) : null,
    rate_per_day_from: form.rate_per_day_from,
    rate_per_day_to: form.rate_per_day_to,
    deposit_required: dollarsToCents(form.deposit_required),
    gender_preference: form.gender_preference,
    amenities: form.amenities,
    preferences: form.preferences,
    places: form.places,
    rules_policies_des: form.rules_policies_des,
    rules_policies_doc: form.documents.map(formatDocument),
    images: form.images,
    thumbnail: form.thumbnail,
    beds: totals.total_beds,
    total_rooms: totals.total_rooms,
    total_beds: totals.total_beds,
    descriptionUpdated: loadedDescription === null || loadedDescription !== form.description,
  };
}
