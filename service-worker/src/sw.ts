/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { SHELL_NAVIGATION_DENYLIST } from './caching-rules.js';
import { registerRuntimeCaching } from './caching.js';
import { registerPushHandlers } from './push.js';
import { registerAssetWarmup } from './asset-warmup.js';
import { registerOutboxSync } from './outbox-sync.js';
import { registerNetworkRoutes } from './network-routes.js';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

// /api requests skip the worker entirely where the browser supports static routes.
registerNetworkRoutes(self);

// App shell: the build lists the HTML, JS, CSS, manifest and icons (and the default language's
// translations), so the app opens offline after one visit. Data is never in this list.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every client route is answered by the cached index.html; /api and /files never are.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: SHELL_NAVIGATION_DENYLIST }));

registerRuntimeCaching();
// Chunks loaded before this worker took control join the runtime cache (asset-warmup.ts).
registerAssetWarmup();

// New-message notifications and their clicks.
registerPushHandlers();

// Messages queued offline are delivered on Background Sync, also while the app is closed.
registerOutboxSync();

// The page asks before activating a new version so an open form is never reloaded under the user.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
// On the first install there is no older version to wait for: take control of the open page
// right away so that it works offline without a second visit.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
