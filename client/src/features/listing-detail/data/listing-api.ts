import { listerPageOutputSchema, listingCardsOutputSchema, publicListingOutputSchema, publicUserOutputSchema, type PublicListing } from '@crashpad/sync';
import type * as v from 'valibot';
import type { ApiClient } from '../../../lib/api-client/api-client';

export type ListerPage = v.InferOutput<typeof listerPageOutputSchema>;
export type PublicProfile = v.InferOutput<typeof publicUserOutputSchema>['user'];

/** GET /listing/{id}?review=true (spec 2 §7); 404 is shown by the page as "Unknown listing". */
export const loadListing = async (api: ApiClient, id: string, signal?: AbortSignal): Promise<PublicListing> =>
  (await api.get(`/listing/${encodeURIComponent(id)}`, { query: { review: 'true' }, schema: publicListingOutputSchema, signal, handles: [404] })).data;

/** GET /listing/related/{id}: the lister's other listings (a side block: never raises alerts). */
export const loadRelated = async (api: ApiClient, id: string, signal?: AbortSignal) =>
  (await api.get(`/listing/related/${encodeURIComponent(id)}`, { query: { listing_id: id }, schema: listingCardsOutputSchema, signal, background: true })).data;

/** The lister page: public profile (GET /user/public/{id}) and properties (GET /lister/{id}/properties). */
export async function loadListerPage(api: ApiClient, id: string, signal?: AbortSignal): Promise<{ profile: PublicProfile; page: ListerPage }> {
  const path = encodeURIComponent(id);
  const [profile, page] = await Promise.all([
    api.get(`/user/public/${path}`, { schema: publicUserOutputSchema, signal, handles: [404] }),
    api.get(`/lister/${path}/properties`, { schema: listerPageOutputSchema, signal, handles: [404] }),
  ]);
  return { profile: profile.user, page };
}
