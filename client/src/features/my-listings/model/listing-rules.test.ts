import { describe, expect, it } from 'vitest';
import { toggleAll } from './bulk-message';
import { titleLinks, visibleActions } from './listing-actions';
import { featureState, isFull, occupancyPercent, statusBadge } from './listing-figures';

const listing = (over: Partial<{ status: 0 | 1 | 2; feature_listing: 0 | 1; feature_ongoing: 0 | 1; num_beds: number; bed_occupancy_rate: number }> = {}) => ({
  status: 2 as 0 | 1 | 2,
  feature_listing: 0 as 0 | 1,
  feature_ongoing: 0 as 0 | 1,
  num_beds: 6,
  bed_occupancy_rate: 0.5,
  ...over,
});

describe('occupancy and badges', () => {
  it('rounds the occupancy rate to a whole percent, capped at 100', () => {
    expect(occupancyPercent(0.5)).toBe(50);
    expect(occupancyPercent(5 / 6)).toBe(83);
    expect(occupancyPercent(1)).toBe(100);
    expect(occupancyPercent(0)).toBe(0);
    expect(occupancyPercent(Number.NaN)).toBe(0);
  });
  it('is full at rate 1 with beds, never with no beds', () => {
    expect(isFull(listing({ bed_occupancy_rate: 1 }))).toBe(true);
    expect(isFull(listing({ num_beds: 0, bed_occupancy_rate: 1 }))).toBe(false);
  });
  it('reads Featured, Boosted or neither from the two flags (spec 2 §4)', () => {
    expect(featureState(listing({ feature_listing: 1, feature_ongoing: 1 }))).toBe('featured');
    expect(featureState(listing({ feature_listing: 1, feature_ongoing: 0 }))).toBe('boosted');
    expect(featureState(listing({ feature_listing: 0, feature_ongoing: 1 }))).toBe('none');
  });
  it('labels status 2 active and 1 inactive', () => {
    expect(statusBadge(listing())).toBe('active');
    expect(statusBadge(listing({ status: 1 }))).toBe('inactive');
  });
});

const crew = { crewPage: true };

describe('actions menu rules (spec 2 §2)', () => {
  it('an active, unfeatured, partly rented listing offers feature, invite and deactivate', () => {
    expect(visibleActions(listing(), crew)).toEqual(['edit', 'my_crew', 'message_tenants', 'view_reports', 'invite_tenant', 'feature', 'deactivate', 'delete']);
  });
  it('hides invite tenant at 100 % occupancy', () => {
    expect(visibleActions(listing({ bed_occupancy_rate: 1 }), crew)).not.toContain('invite_tenant');
  });
  it('offers no way to the crew page while the app has none (no link to the 404 page)', () => {
    expect(visibleActions(listing(), { crewPage: false })).toEqual(['edit', 'message_tenants', 'view_reports', 'feature', 'deactivate', 'delete']);
  });
  it('offers cancel feature for Featured and cancel boost for Boosted, never feature again', () => {
    const featured = visibleActions(listing({ feature_listing: 1, feature_ongoing: 1 }), crew);
    expect(featured).toContain('cancel_feature');
    expect(featured).not.toContain('feature');
    expect(featured).not.toContain('cancel_boost');
    const boosted = visibleActions(listing({ feature_listing: 1, feature_ongoing: 0 }), crew);
    expect(boosted).toContain('cancel_boost');
    expect(boosted).not.toContain('cancel_feature');
  });
  it('an inactive listing can be reactivated but not featured, and its title does not link', () => {
    const inactive = listing({ status: 1 });
    const actions = visibleActions(inactive, crew);
    expect(actions).toContain('reactivate');
    expect(actions).not.toContain('deactivate');
    expect(actions).not.toContain('feature');
    expect(titleLinks(inactive)).toBe(false);
    expect(titleLinks(listing())).toBe(true);
  });
});

describe('select all (spec 2 §2)', () => {
  it('select all selects everything, and again clears', () => {
    expect([...toggleAll(new Set(['a']), ['a', 'b'])]).toEqual(['a', 'b']);
    expect([...toggleAll(new Set(['a', 'b']), ['a', 'b'])]).toEqual([]);
    expect([...toggleAll(new Set(), [])]).toEqual([]);
  });
});
