import { useEffect, useState } from 'react';
import type { ConfigStore } from '../config/config-store';
import { useConfig, useConfigStore } from '../config/use-config';
import { useWhenOnline } from '../network/use-when-online';

/**
 * Stripe's publishable key for a payment that needs Stripe.js now. The app's config arrives in
 * the background after the first paint, so a payment started before it (a quick tap on a page
 * opened from a link, a slow connection) found no key and failed as "Something went wrong"
 * (seen in a CI run of the featured 3-D Secure journey): the config is then asked for at once.
 */
export async function publishableKeyNow(config: Pick<ConfigStore, 'getSnapshot' | 'load'>): Promise<string | null | undefined> {
  return config.getSnapshot().stripe?.publishable_key ?? (await config.load()).stripe?.publishable_key;
}

/**
 * The same for a card form: the key, and whether it is settled. Until the config the app holds
 * has Stripe's key, the config is asked for at once and the key is not settled: a form opened
 * before the config arrived (a first visit, a slow connection) shows its loading state, not
 * "payments are unavailable" for a moment. Settled without a key: the server has no Stripe, or
 * the config could not be fetched (offline); it is asked for again when the connection is back.
 */
export function usePublishableKey(): { key: string | null | undefined; settled: boolean } {
  const store = useConfigStore();
  const stripe = useConfig().stripe;
  const [asked, setAsked] = useState(false);
  useWhenOnline(() => setAsked(false));
  useEffect(() => {
    if (stripe || asked) return;
    let live = true;
    void store.load().finally(() => {
      if (live) setAsked(true);
    });
    return () => {
      live = false;
    };
  }, [stripe, asked, store]);
  return { key: stripe?.publishable_key, settled: stripe !== undefined || asked };
}
