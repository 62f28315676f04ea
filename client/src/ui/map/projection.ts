/**
 * Web Mercator maths for the plain (tile-less) map: where a point sits relative to the map's
 * centre in CSS pixels at a zoom level, and back. The same projection as the tiled map, so a
 * marker is in the same place whether tiles load or not.
 */
export interface LatLng {
  lat: number;
  lng: number;
}

const TILE_SIZE = 256;
/** Web Mercator is undefined at the poles; tile maps clip here. */
const MAX_LAT = 85.051128;

function worldPoint(p: LatLng, zoom: number): { x: number; y: number } {
  const scale = TILE_SIZE * 2 ** zoom;
  const lat = Math.max(-MAX_LAT, Math.min(MAX_LAT, p.lat));
  const sin = Math.sin((lat * Math.PI) / 180);
  return {
    x: ((p.lng + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  };
}

/** Offset in CSS pixels of `point` from the centre of a map showing `centre` at `zoom`. */
export function offsetFromCentre(point: LatLng, centre: LatLng, zoom: number): { dx: number; dy: number } {
  const a = worldPoint(point, zoom);
  const c = worldPoint(centre, zoom);
  return { dx: a.x - c.x, dy: a.y - c.y };
}

/** The point shown at a pixel offset from the centre (inverse of offsetFromCentre). */
export function pointAtOffset(dx: number, dy: number, centre: LatLng, zoom: number): LatLng {
  const scale = TILE_SIZE * 2 ** zoom;
  const c = worldPoint(centre, zoom);
  const x = c.x + dx;
  const y = c.y + dy;
  const lng = (x / scale) * 360 - 180;
  const n = Math.PI - (2 * Math.PI * y) / scale;
  const lat = (180 / Math.PI) * Math.atan(Math.sinh(n));
  return { lat: round6(Math.max(-MAX_LAT, Math.min(MAX_LAT, lat))), lng: round6(wrapLng(lng)) };
}

function wrapLng(lng: number): number {
  return ((((lng + 180) % 360) + 360) % 360) - 180;
}

/** Six decimals (~0.1 m) is more precision than a pin dropped by hand can carry. */
function round6(n: number): number {
  return Math.round(n * 1e6) / 1e6;
}
