// The default map tiles (schema of GET /config: config.ts) without valibot: the client's home page and
// shell use them, and its first load and precache should not carry the schema library (issue 11).

/** OpenStreetMap's public tiles, used when the deployment configures no tile server (DECISIONS #12). */
export const DEFAULT_MAP_TILES_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_MAP_TILES_ATTRIBUTION = '© OpenStreetMap contributors';
