import type { AppConfig, FeatureFlag } from '@crashpad/sync';
import { createContext, useContext, useSyncExternalStore } from 'react';
import { isFlagOn, type ConfigStore } from './config-store';

export const ConfigContext = createContext<ConfigStore | null>(null);

/** The config store itself, for code that must ask for the config now (a payment's publishable key). */
export function useConfigStore(): ConfigStore {
  const store = useContext(ConfigContext);
  if (!store) throw new Error('useConfig must be used inside <ConfigContext.Provider>');
  return store;
}

/** Brand, public URL, dev tools switch and flags from GET /api/config. */
export function useConfig(): AppConfig {
  const store = useConfigStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}

/** Whether an optional feature is on for the current user (spec 1 §1 flags). */
export function useFlag(flag: FeatureFlag): boolean {
  return isFlagOn(useConfig(), flag);
}
