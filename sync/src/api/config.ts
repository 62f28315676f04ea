import * as v from 'valibot';
import { FEATURE_FLAGS } from './feature-flags.js';

export const SITE_VARIANTS = ['site.crashpad', 'site.travelbug'] as const;
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
