import { configOutputSchema, DEFAULT_FEATURE_FLAGS, type AppConfig, type FeatureFlag } from '@crashpad/sync';
import * as v from 'valibot';
import type { ApiClient } from '../api-client/api-client';

const CACHE_KEY = 'app_config';

/**
 * Used until GET /api/config answers on a first, offline start: the crashpad brand's flags as
 * spec 1 §1 sets them (autopay on, everything else off), no developer tools.
 */
export const DEFAULT_CONFIG: AppConfig = {
  site: 'site.crashpad',
  brand_name: 'Crashpad',
  flags: { ...DEFAULT_FEATURE_FLAGS },
  public_url: typeof location === 'undefined' ? '' : location.origin,
  dev_tools: false,
};

export interface ConfigStore {
  getSnapshot(): AppConfig;
  subscribe(listener: () => void): () => void;
  /** Fetches the config for the current caller (flags can depend on the user's e-mail). */
  load(): Promise<AppConfig>;
}

/** The brand and feature flags; the last answer is cached so an offline start keeps them. */
export function createConfigStore(deps: { api: ApiClient; storage: Storage }): ConfigStore {
  const listeners = new Set<() => void>();
  let config = readCache(deps.storage) ?? DEFAULT_CONFIG;

  return {
    getSnapshot: () => config,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async load() {
      try {
        const next = await deps.api.get('/config', { schema: configOutputSchema, background: true });
        deps.storage.setItem(CACHE_KEY, JSON.stringify(next));
        if (JSON.stringify(next) !== JSON.stringify(config)) {
          config = next;
          for (const listener of listeners) listener();
        }
      } catch {
        // Offline or failing: keep the cached or default config.
      }
      return config;
    },
  };
}

function readCache(storage: Storage): AppConfig | null {
  try {
    const parsed = v.safeParse(configOutputSchema, JSON.parse(storage.getItem(CACHE_KEY) ?? 'null'));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

export function isFlagOn(config: AppConfig, flag: FeatureFlag): boolean {
  return config.flags[flag] === true;
}
