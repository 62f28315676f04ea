import {
  airportSearchOutputSchema,
  canAddListingsOutputSchema,
  listingEditOutputSchema,
  listingOutputSchema,
  rotateImageOutputSchema,
  TAXONOMY_KINDS,
  taxonomyListOutputSchema,
  type Listing,
  type ListingInput,
  type TaxonomyItem,
  type TaxonomyKind,
} from '@crashpad/sync';
import type * as v from 'valibot';
import type { ApiClient } from '../../../lib/api-client/api-client';

/** The lister's listing calls the wizard makes (spec 2 §7). The server answers in X-Locale. */

export type EditData = v.InferOutput<typeof listingEditOutputSchema>;
export type AirportMatch = v.InferOutput<typeof airportSearchOutputSchema>['data'][number];
export type OptionLists = Record<TaxonomyKind, TaxonomyItem[]>;

/** GET /crashpads/{id}/edit; 400, 403 and 404 are shown by the page itself. */
export const loadListingForEdit = (api: ApiClient, id: string, signal?: AbortSignal): Promise<EditData> =>
  api.get(`/crashpads/${encodeURIComponent(id)}/edit`, { schema: listingEditOutputSchema, signal, handles: [400, 403, 404] });

/** GET /lister/can-add-listings: resolves when another listing may be added; 403/408 carry the reason. The page shows every failure itself (spec 2 §8), so no global alert. */
export const checkCanAddListing = (api: ApiClient, signal?: AbortSignal) =>
  api.get('/lister/can-add-listings', { schema: canAddListingsOutputSchema, signal, handles: [403, 408, 500, 502, 503, 504] });

/** POST /crashpads: published at once. */
export const createListing = async (api: ApiClient, input: ListingInput): Promise<Listing> =>
  (await api.post('/crashpads', input, { schema: listingOutputSchema, handles: [403, 408, 422] })).data;

/** PUT /crashpads/{id}: the whole form again. */
export const updateListing = async (api: ApiClient, id: string, input: ListingInput): Promise<Listing> =>
  (await api.put(`/crashpads/${encodeURIComponent(id)}`, input, { schema: listingOutputSchema, handles: [403, 404, 422] })).data;

/** POST /upload/image-rotate: the image turned 90° clockwise, under a new URL. */
export const rotateListingImage = async (api: ApiClient, imageUrl: string): Promise<string> =>
  (await api.post('/upload/image-rotate', { image_url: imageUrl }, { schema: rotateImageOutputSchema, handles: [403, 404] })).image_url;

/** GET /airports/search?search=: the airport picker's suggestions. */
export const searchAirports = async (api: ApiClient, text: string, signal?: AbortSignal): Promise<AirportMatch[]> =>
  (await api.get('/airports/search', { query: { search: text }, schema: airportSearchOutputSchema, signal, background: true })).data;

/** GET /amenities, /places, /preferences together. */
export async function loadOptionLists(api: ApiClient, signal?: AbortSignal): Promise<OptionLists> {
  const [amenities, places, preferences] = await Promise.all(
    TAXONOMY_KINDS.map((kind) => api.get(`/${kind}`, { schema: taxonomyListOutputSchema, signal, background: true })),
  );
  return { amenities: amenities!.data, places: places!.data, preferences: preferences!.data };
}
