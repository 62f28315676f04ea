import { DEFAULT_FEATURE_FLAGS, type AppConfig, type FeatureFlag } from '@crashpad/sync';
import type { ApiClient } from '../api-client/api-client';

const CACHE_KEY = 'app_config';

/** GET /config's schema and valibot, loaded on demand (config-schema.ts), not with the first page. */
const schemaModule = () => import('./config-schema');
const configSchema = () => schemaModule().then((m) => m.configOutputSchema);

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
export function createConfigStore(deps: {
  api: ApiClient;
  storage: Storage;
  /**
   * When to check the cached config against the full schema (the app: after the first paint, so
   * the first load needs no valibot; until then a quick structural check stands). Default: now.
   */
  scheduleFullCheck?: (task: () => void) => void;
  /** Whose config a load asks for (the session's token): the answer can differ per user. */
  caller?: () => string | null;
}): ConfigStore {
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  let config = readCache(deps.storage) ?? DEFAULT_CONFIG;
  /** Whether `config` is still the cached copy that only passed the quick check. */
  let unchecked = config !== DEFAULT_CONFIG;
  /** The request under way, and for whom: a load for the same caller meanwhile shares its answer. */
  let pending: { caller: string | null; answer: Promise<AppConfig> } | null = null;
  /** Requests started so far: only the latest one's answer is stored (an earlier caller's may arrive last). */
  let started = 0;

  async function fetchConfig(): Promise<AppConfig> {
    const request = ++started;
    try {
      const next = await deps.api.get('/config', { schema: configSchema, background: true });
      if (request !== started) return config;
      deps.storage.setItem(CACHE_KEY, JSON.stringify(next));
      unchecked = false;
      if (JSON.stringify(next) !== JSON.stringify(config)) {
        config = next;
        notify();
      }
    } catch {
      // Offline or failing: keep the cached or default config.
    }
    return config;
  }

  (deps.scheduleFullCheck ?? ((task) => task()))(() => {
    if (!unchecked) return;
    void schemaModule()
      .then(({ fullConfigCheck }) => {
        if (!unchecked) return;
        unchecked = false;
        const checked = fullConfigCheck(config) ?? DEFAULT_CONFIG;
        if (JSON.stringify(checked) === JSON.stringify(config)) return;
        config = checked;
        notify();
      })
      .catch(() => undefined);
  });

  return {
    getSnapshot: () => config,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load() {
      // The app's background refresh and a card form's first visit both ask at the start: one request.
      const caller = deps.caller?.() ?? null;
      if (pending?.caller === caller) return pending.answer;
      const answer = fetchConfig().finally(() => {
        if (pending?.answer === answer) pending = null;
      });
      pending = { caller, answer };
      return answer;
    },
  };
}

/**
 * The cached config at start, checked without valibot: the fields the app reads at once have the
 * right types. The app cached it from a validated answer; the full check follows after the first
 * paint (createConfigStore) and falls back to the defaults when it fails.
 */
function readCache(storage: Storage): AppConfig | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(CACHE_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    const { site, brand_name, flags, public_url, dev_tools } = value as Record<string, unknown>;
    const typed = typeof site === 'string' && typeof brand_name === 'string' && typeof public_url === 'string' && typeof dev_tools === 'boolean';
    const flagsOk = typeof flags === 'object' && flags !== null && !Array.isArray(flags) && Object.values(flags).every((on) => typeof on === 'boolean');
    return typed && flagsOk ? (value as AppConfig) : null;
  } catch {
    return null;
  }
}

export function isFlagOn(config: AppConfig, flag: FeatureFlag): boolean {
  return config.flags[flag] === true;
}
