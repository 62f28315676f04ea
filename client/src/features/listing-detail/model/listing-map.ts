/** Close enough to see the streets around the listing, far enough not to pinpoint a door. */
export const NEIGHBOURHOOD_ZOOM = 14;

/** 0,0 is what an address without coordinates becomes; it is not a place to show. */
export function hasMapPosition(p: { latitude: number; longitude: number }): boolean {
  return Number.isFinite(p.latitude) && Number.isFinite(p.longitude) && !(p.latitude === 0 && p.longitude === 0) && Math.abs(p.latitude) <= 90 && Math.abs(p.longitude) <= 180;
}
