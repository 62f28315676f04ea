import type { FeatureFlag } from '@crashpad/sync';
import type { FlagSetting } from '../../platform/config.js';

/** A whitelisted flag is on only for the listed addresses (spec 1 §1). */
export function resolveFlags(
  flags: Record<FeatureFlag, FlagSetting>,
  email: string | null,
): Record<FeatureFlag, boolean> {
  const out = {} as Record<FeatureFlag, boolean>;
  for (const [name, setting] of Object.entries(flags) as [FeatureFlag, FlagSetting][]) {
    out[name] = Array.isArray(setting) ? email !== null && setting.includes(email.toLowerCase()) : setting;
  }
  return out;
}

export function flagOn(flags: Record<FeatureFlag, FlagSetting>, flag: FeatureFlag, email: string | null): boolean {
  return resolveFlags(flags, email)[flag];
}
