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

/** GET /config: the brand and the flags as they apply to the caller (whitelists resolved). */
export const configOutputSchema = v.object({
  site: v.picklist(SITE_VARIANTS),
  brand_name: v.string(),
  flags: v.record(v.picklist(FEATURE_FLAGS), v.boolean()),
  public_url: v.string(),
  dev_tools: v.boolean(),
});
export type AppConfig = v.InferOutput<typeof configOutputSchema>;
