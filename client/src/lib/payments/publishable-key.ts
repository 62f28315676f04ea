import type { ConfigStore } from '../config/config-store';

/**
 * Stripe's publishable key for a payment that needs Stripe.js now. The app's config arrives in
 * the background after the first paint, so a payment started before it (a quick tap on a page
 * opened from a link, a slow connection) found no key and failed as "Something went wrong"
 * (seen in a CI run of the featured 3-D Secure journey): the config is then asked for at once.
 */
export async function publishableKeyNow(config: Pick<ConfigStore, 'getSnapshot' | 'load'>): Promise<string | null | undefined> {
  return config.getSnapshot().stripe?.publishable_key ?? (await config.load()).stripe?.publishable_key;
}
