/**
 * Geometry for radius search without `$near` (ARCHITECTURE §3): a bounding box on the indexed
 * latitude/longitude fields narrows the store query, then the exact great-circle distance
 * decides. Distances are statute miles.
 */
export const EARTH_RADIUS_MILES = 3958.7613;
const MILES_PER_DEGREE_LAT = (Math.PI * EARTH_RADIUS_MILES) / 180;
const rad = (deg: number) => (deg * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;

export interface LatLng {
  lat: number;
  lng: number;
}

/** Haversine distance in miles. */
export function haversineMiles(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The point `miles` away from `from` on the initial bearing `bearingDeg` (0 = north). */
export function destinationPoint(from: LatLng, miles: number, bearingDeg: number): LatLng {
  const d = miles / EARTH_RADIUS_MILES;
  const b = rad(bearingDeg);
  const lat1 = rad(from.lat);
  const lng1 = rad(from.lng);
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(b));
  const lng2 = lng1 + Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2));
  return { lat: deg(lat2), lng: ((deg(lng2) + 540) % 360) - 180 };
}

/** Longitude ranges never wrap: a box across the antimeridian becomes two ranges. */
export interface BoundingBox {
  minLat: number;
  maxLat: number;
  lngRanges: [number, number][];
}

/**
 * A box that contains every point within `miles` of `centre` (slightly larger, never smaller).
 * Near a pole the box takes every longitude.
 */
export function boundingBox(centre: LatLng, radiusMiles: number): BoundingBox {
  // A hair wider than the radius, so rounding never drops a point that lies exactly on the circle.
  const miles = radiusMiles * 1.0001 + 1e-6;
  const dLat = miles / MILES_PER_DEGREE_LAT;
  const minLat = Math.max(-90, centre.lat - dLat);
  const maxLat = Math.min(90, centre.lat + dLat);
  const widest = Math.max(Math.abs(minLat), Math.abs(maxLat));
  if (widest >= 89) return { minLat, maxLat, lngRanges: [[-180, 180]] };
  const dLng = miles / (MILES_PER_DEGREE_LAT * Math.cos(rad(widest)));
  if (dLng >= 180) return { minLat, maxLat, lngRanges: [[-180, 180]] };
  const west = centre.lng - dLng;
  const east = centre.lng + dLng;
  if (west < -180) return { minLat, maxLat, lngRanges: [[west + 360, 180], [-180, east]] };
  if (east > 180) return { minLat, maxLat, lngRanges: [[west, 180], [-180, east - 360]] };
  return { minLat, maxLat, lngRanges: [[west, east]] };
}

/** The store filter (MongoDB query) for points inside the box, on `latitude`/`longitude`. */
export function boxFilter(box: BoundingBox): Record<string, unknown> {
  const lat = { latitude: { $gte: box.minLat, $lte: box.maxLat } };
  const ranges = box.lngRanges.map(([w, e]) => ({ longitude: { $gte: w, $lte: e } }));
  return ranges.length === 1 ? { ...lat, ...ranges[0] } : { ...lat, $or: ranges };
}

/** Rounds miles to one decimal for answers. */
export const roundMiles = (miles: number) => Math.round(miles * 10) / 10;
