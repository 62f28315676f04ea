import { DEFAULT_LANGUAGE } from '@crashpad/sync';
import { createApiClient } from '../lib/api-client/api-client';
import { createApiEvents } from '../lib/api-client/api-events';
import { createConfigStore } from '../lib/config/config-store';
import { i18next } from '../lib/i18n/init-i18n';
import { readStoredLanguage } from '../lib/i18n/language-store';
import { afterFirstPaint } from '../lib/time/after-first-paint';
import { resetAcknowledgements } from '../lib/session/model/session-keys';
import { createSessionStore, type SessionStore } from '../lib/session/data/session-store';
import { createDatabaseRegistry, type DatabaseRegistry } from '../db/database-registry';
import { syncStatusStore } from '../db/sync-status-store';
import { loadMemberChrome } from './member-chrome-loader';
import type { RouterContext } from './router-context';

/** The app's long-lived services, created once per page load. */
export interface AppServices extends RouterContext {
  apiEvents: ReturnType<typeof createApiEvents>;
  /** The logged-in user's local database (RxDB, loaded on demand). */
  databases: DatabaseRegistry;
}

export function createServices(win: Window = window): AppServices {
  const storage = win.localStorage;
  // spec 1 §2: global-modal acknowledgements reset on every first load of the app.
  resetAcknowledgements(storage);
  const apiEvents = createApiEvents();
  // The api reads the token lazily, so the session store can be created after it.
  let session: SessionStore | null = null;
  const api = createApiClient({
    getToken: () => session?.getToken() ?? null,
    // Calls made at boot, before i18next has started, speak the language it will start in.
    getLocale: () => i18next.resolvedLanguage ?? i18next.language ?? readStoredLanguage() ?? DEFAULT_LANGUAGE,
    events: apiEvents,
  });
  // The stored session and config get a quick check now and valibot's full one after the first
  // paint, so the first load does not carry valibot (issue 11).
  const scheduleFullCheck = (task: () => void) => afterFirstPaint(task, win);
  session = createSessionStore({ storage, api, window: win, scheduleFullCheck });
  const config = createConfigStore({ api, storage, scheduleFullCheck, caller: () => session?.getToken() ?? null });
  // The session goes along so the outbox relay (loaded with the database) can keep the token for Background Sync.
  const registry = createDatabaseRegistry({ api, getToken: () => session?.getToken() ?? null, status: syncStatusStore, session });
  // Screens that end in a login prepare the database's code while the user types
  // (db/use-prepare-database.ts); the logged-in header and banners load then too, so the header
  // has its greeting menu the moment the login succeeds.
  const databases: DatabaseRegistry = {
    ...registry,
    prepare() {
      registry.prepare();
      loadMemberChrome().catch(() => undefined);
    },
  };
  return { api, apiEvents, session, config, databases };
}
