import type { listerPageOutputSchema, publicUserOutputSchema, PublicListing } from '@crashpad/sync';
import type * as v from 'valibot';
import type { ApiClient } from '../../../lib/api-client/api-client';

/** The answers' schemas load with the requests (api-client.ts), not with the page's chunk. */
const schemas = () => import('./listing-schemas');
const publicListingOutput = () => schemas().then((m) => m.publicListingOutputSchema);
const listingCardsOutput = () => schemas().then((m) => m.listingCardsOutputSchema);
const publicUserOutput = () => schemas().then((m) => m.publicUserOutputSchema);
const listerPageOutput = () => schemas().then((m) => m.listerPageOutputSchema);

export type ListerPage = v.InferOutput<typeof listerPageOutputSchema>;
export type PublicProfile = v.InferOutput<typeof publicUserOutputSchema>['user'];

/** GET /listing/{id}?review=true (spec 2 §7); 404 is shown by the page as "Unknown listing". */
export const loadListing = async (api: ApiClient, id: string, signal?: AbortSignal): Promise<PublicListing> =>
  (await api.get(`/listing/${encodeURIComponent(id)}`, { query: { review: 'true' }, schema: publicListingOutput, signal, handles: [404] })).data;

/** GET /listing/related/{id}: the lister's other listings (a side block: never raises alerts). */
export const loadRelated = async (api: ApiClient, id: string, signal?: AbortSignal) =>
  (await api.get(`/listing/related/${encodeURIComponent(id)}`, { query: { listing_id: id }, schema: listingCardsOutput, signal, background: true })).data;

/** The lister page: public profile (GET /user/public/{id}) and properties (GET /lister/{id}/properties). */
export async function loadListerPage(api: ApiClient, id: string, signal?: AbortSignal): Promise<{ profile: PublicProfile; page: ListerPage }> {
  const path = encodeURIComponent(id);
  const [profile, page] = await Promise.all([
    api.get(`/user/public/${path}`, { schema: publicUserOutput, signal, handles: [404] }),
    api.get(`/lister/${path}/properties`, { schema: listerPageOutput, signal, handles: [404] }),
  ]);
  return { profile: profile.user, page };
}
