import * as v from 'valibot';

export const SITE_VARIANTS = ['site.crashpad', 'site.travelbug'] as const;
export const FEATURE_FLAGS = [
  'events',
  'special_offers',
  'map_filters',
  'change_plans',
  'deactivate_account',
  'payment_request',
  'payout_schedule',
  'autopay',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];
/**
 * The crashpad brand's flags (spec 1 §1): autopay on, everything else off. The server starts from
 * them before its environment overrides; the client uses them until GET /config first answers.
 */
export const DEFAULT_FEATURE_FLAGS: Readonly<Record<FeatureFlag, boolean>> = {
  events: false,
  special_offers: false,
  map_filters: false,
  change_plans: false,
  deactivate_account: false,
  payment_request: false,
  payout_schedule: false,
  autopay: true,
};

/** OpenStreetMap's public tiles, used when the deployment configures no tile server (DECISIONS #12). */
export const DEFAULT_MAP_TILES_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_MAP_TILES_ATTRIBUTION = '© OpenStreetMap contributors';

/** GET /config: the brand and the flags as they apply to the caller (whitelists resolved). */
export const configOutputSchema = v.object({
  site: v.picklist(SITE_VARIANTS),
  brand_name: v.string(),
  flags: v.record(v.picklist(FEATURE_FLAGS), v.boolean()),
  public_url: v.string(),
  dev_tools: v.boolean(),
  /** Tile URL template ({z}/{x}/{y}, optional {s}); absent in answers cached by older clients. */
  map_tiles_url: v.optional(v.string()),
  /** Attribution the tile provider requires, shown on every map. */
  map_tiles_attribution: v.optional(v.string()),
  /**
   * Stripe for the browser: the publishable key (`pk_test_…` with the local emulator; null when
   * payments are not configured) and, with the emulator only, `api_base`, the emulator's URL that
   * the development Stripe.js stand-in talks to. Absent in answers cached by older clients.
   */
  stripe: v.optional(v.object({ publishable_key: v.nullable(v.string()), api_base: v.optional(v.string()) })),
});
export type AppConfig = v.InferOutput<typeof configOutputSchema>;
