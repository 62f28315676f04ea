import { describe, expect, it } from 'vitest';
import { MAP_ZOOM_CENTRED, MAP_ZOOM_DEFAULT, resultMarkers, searchMapView, US_CENTRE } from './search-map';
import type { ListingCard } from '@crashpad/sync';

const card = (over: Partial<ListingCard>): ListingCard => ({ id: 'l1', title: 'Pad', latitude: 39.8, longitude: -104.7, ...over }) as ListingCard;

describe('search map view (spec 2 §2)', () => {
  it('falls back to the fixed US point at zoom 3 with no centre and no position', () => {
    expect(searchMapView(null, null)).toEqual({ center: US_CENTRE, zoom: MAP_ZOOM_DEFAULT });
    expect(MAP_ZOOM_DEFAULT).toBe(3);
  });
  it('zooms to 9 on the searched place, which wins over the viewer position', () => {
    const view = searchMapView({ lat: 33.64, lng: -84.43 }, { lat: 40, lng: -75 });
    expect(view).toEqual({ center: { lat: 33.64, lng: -84.43 }, zoom: MAP_ZOOM_CENTRED });
    expect(MAP_ZOOM_CENTRED).toBe(9);
  });
  it('uses the viewer position when there is no searched place yet', () => {
    expect(searchMapView(null, { lat: 40, lng: -75 })).toEqual({ center: { lat: 40, lng: -75 }, zoom: 9 });
  });
});

describe('result markers', () => {
  it('links each result to its listing page, named by its title', () => {
    expect(resultMarkers([card({ id: 'a b', title: 'Near DEN' })])).toEqual([{ id: 'a b', lat: 39.8, lng: -104.7, label: 'Near DEN', href: '/listing/a%20b' }]);
  });
  it('leaves out results without a real position', () => {
    expect(resultMarkers([card({ latitude: 0, longitude: 0 }), card({ latitude: Number.NaN })])).toEqual([]);
  });
});
