import type { MyListing } from '@crashpad/sync';
import { featureState, isFull } from './listing-figures';

/** The actions menu of a card, in the spec's order (spec 2 §2 "My listings"). */
export type ListingAction =
  | 'edit'
  | 'my_crew'
  | 'message_tenants'
  | 'view_reports'
  | 'invite_tenant'
  | 'feature'
  | 'cancel_feature'
  | 'cancel_boost'
  | 'deactivate'
  | 'reactivate'
  | 'delete';

type ActionFields = Pick<MyListing, 'status' | 'feature_listing' | 'feature_ongoing' | 'num_beds' | 'bed_occupancy_rate'>;

/**
 * Which actions a listing offers: invite tenant hidden when full; feature only when active and
 * not already featured or boosted; cancel feature for Featured, cancel boost for Boosted;
 * deactivate when active, reactivate when inactive. My crew and invite tenant open the crew
 * page, so they show only once the app has it (`crewPage`), never as a way to the 404 page.
 */
export function visibleActions(listing: ActionFields, { crewPage }: { crewPage: boolean }): ListingAction[] {
  const active = listing.status === 2;
  const feature = featureState(listing);
  const out: ListingAction[] = ['edit'];
  if (crewPage) out.push('my_crew');
  out.push('message_tenants', 'view_reports');
  if (crewPage && !isFull(listing)) out.push('invite_tenant');
  if (active && feature === 'none') out.push('feature');
  if (feature === 'featured') out.push('cancel_feature');
  if (feature === 'boosted') out.push('cancel_boost');
  out.push(active ? 'deactivate' : 'reactivate');
  out.push('delete');
  return out;
}

/** Only active listings link to their public page (spec 2 §2). */
export function titleLinks(listing: Pick<MyListing, 'status'>): boolean {
  return listing.status === 2;
}
