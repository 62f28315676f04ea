// The flags without valibot (the GET /config schema is in config.ts): the client starts with the
// default flags before its cached or fetched config is validated, and its first load should not
// carry the schema library for that (issue 11: initial JS of `/`).

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
