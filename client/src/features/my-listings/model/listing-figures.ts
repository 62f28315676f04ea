import type { MyListing } from '@crashpad/sync';

/** Occupancy as a whole percent for the card (rate 1 = 100 %, spec 2 §4). */
export function occupancyPercent(rate: number): number {
  if (!Number.isFinite(rate) || rate <= 0) return 0;
  return Math.min(100, Math.round(rate * 100));
}

/** A listing is full when every bed is taken (spec 2 §4: bed occupancy rate 1). */
export function isFull(listing: Pick<MyListing, 'num_beds' | 'bed_occupancy_rate'>): boolean {
  return listing.num_beds > 0 && listing.bed_occupancy_rate >= 1;
}

/** Spec 2 §4: feature_listing 1 with feature_ongoing 1 is Featured, with 0 Boosted. */
export type FeatureState = 'featured' | 'boosted' | 'none';

export function featureState(listing: Pick<MyListing, 'feature_listing' | 'feature_ongoing'>): FeatureState {
  if (listing.feature_listing !== 1) return 'none';
  return listing.feature_ongoing === 1 ? 'featured' : 'boosted';
}

/** Status 2 active, 1 inactive; deleted (0) listings are not in the list. */
export type StatusBadge = 'active' | 'inactive';

export function statusBadge(listing: Pick<MyListing, 'status'>): StatusBadge {
  return listing.status === 2 ? 'active' : 'inactive';
}
