import type { ListingCard } from '@crashpad/sync';

export interface MapPoint {
  lat: number;
  lng: number;
}

/** Spec 2 §2: the map's fixed US point (the geographic centre of the contiguous USA). */
export const US_CENTRE: MapPoint = { lat: 39.8283, lng: -98.5795 };
/** Spec 2 §2: zoom 3 by default, 9 once there is a centre. */
export const MAP_ZOOM_DEFAULT = 3;
export const MAP_ZOOM_CENTRED = 9;

/**
 * Where the search map looks: the searched airport or city; without one (still loading, or
 * unknown) the viewer's position; without that (geolocation refused or unsupported) the US.
 */
export function searchMapView(searchCentre: MapPoint | null, here: MapPoint | null): { center: MapPoint; zoom: number } {
  const centre = searchCentre ?? here;
  return centre ? { center: { lat: centre.lat, lng: centre.lng }, zoom: MAP_ZOOM_CENTRED } : { center: US_CENTRE, zoom: MAP_ZOOM_DEFAULT };
}

/** One marker per result that has a usable position, linking to the listing. */
export function resultMarkers(cards: readonly ListingCard[]): { id: string; lat: number; lng: number; label: string; href: string }[] {
  return cards
    .filter((c) => Number.isFinite(c.latitude) && Number.isFinite(c.longitude) && !(c.latitude === 0 && c.longitude === 0))
    .map((c) => ({ id: c.id, lat: c.latitude, lng: c.longitude, label: c.title, href: `/listing/${encodeURIComponent(c.id)}` }));
}
