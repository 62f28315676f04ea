import {
  canAddListingsOutputSchema,
  listingOutputSchema,
  myListingsOutputSchema,
  sendTenantMessageOutputSchema,
  type ListingStatus,
  type MyListing,
} from '@crashpad/sync';
import type { ApiClient } from '../../../lib/api-client/api-client';

/** GET /crashpads (spec 2 §7): the lister's listings with occupancy and revenue. */
export const loadMyListings = async (api: ApiClient, signal?: AbortSignal): Promise<MyListing[]> =>
  (await api.get('/crashpads', { schema: myListingsOutputSchema, signal })).data.data;

/**
 * POST /crashpads/status/{id}: 2 reactivate, 1 deactivate, 0 delete (spec 2 §4). 409 (tenants)
 * and 403 (account not current) come back to the page, which shows the server's message.
 */
export const setListingStatus = (api: ApiClient, id: string, status: ListingStatus) =>
  api.post(`/crashpads/status/${encodeURIComponent(id)}`, { status }, { schema: listingOutputSchema, handles: [403, 404, 409] });

/** DELETE /user/featured-listings/{id}: Featured → Boosted until month end; Boosted → off. */
export const cancelFeatured = (api: ApiClient, id: string) =>
  api.delete(`/user/featured-listings/${encodeURIComponent(id)}`, undefined, { handles: [403, 404, 409] });

/** GET /lister/can-add-listings: 403 upgrade needed, 408 card needed (spec 2 §6). */
export const checkCanAddListing = (api: ApiClient) => api.get('/lister/can-add-listings', { schema: canAddListingsOutputSchema, handles: [403, 404, 408] });

/** POST /lister/send-message-to-tenant with the selected properties' ids (spec 2 §3): their accepted rentals' tenants get it. */
export const sendTenantMessage = (api: ApiClient, messageBody: string, propertyIds: readonly string[]) =>
  api.post('/lister/send-message-to-tenant', { message_body: messageBody, listings: [...propertyIds] }, { schema: sendTenantMessageOutputSchema, handles: [403, 404, 409] });
