/**
 * Offline behaviour of every screen — one table, one mechanism.
 *
 * A crew member opens the app in flight. Every route below says what happens then:
 *
 * - `local`      opens with no earlier visit: its code is in the service worker's precache
 *                (service-worker/src/precache-selection.ts, OFFLINE_ROUTE_SOURCES) and its data
 *                comes from the local database (RxDB) or needs none.
 * - `saved`      /listing/{id}: a listing the user saved opens from its snapshot in the local
 *                database ("Saved copy from …"); any other listing needs a connection.
 * - `visited`    opens offline once it was opened online (its code chunk is runtime-cached);
 *                what it loads from the server shows the page's own offline notice inside it.
 *                Before a first visit it shows "needs a connection".
 * - `connection` needs the server to draw anything (a route loader reads the API): offline it
 *                shows "needs a connection".
 *
 * How "needs a connection" happens, for every route alike: a route loader's OfflineError, a
 * failed fetch, or a page chunk that was never cached (dynamic import failure) reaches the
 * route's error boundary; `RouteError` (app/route-error.tsx, the router's default error
 * component) or `withConnectivityFallback(OwnProblem)` (routes with their own error view)
 * classifies it with `isConnectivityError` and renders `NeedsConnection` inside the normal shell
 * (header, footer, language switch, a Back button and Try again), which retries by itself on
 * the browser's `online` event. Error, pending and not-found views are never split from the
 * route tree (client/vite.config.ts), so they exist offline even when the page chunk does not; a
 * route's own problem view may load on demand (`lazyProblem`) because the connectivity wrapper
 * around it, which is in the route tree, answers every offline failure itself.
 * The fatal view ("We've encountered a problem") is left for real bugs.
 *
 * Adding a screen: add its route here (a test compares this table with the route tree and
 * the precache list, and the offline Playwright journey walks every entry), give it a sample
 * address in e2e/tests/offline-routes.spec.ts, and let errors reach the route's error
 * component (throw from the loader; do not swallow OfflineError into an empty page).
 */
export type OfflineBehaviour = 'local' | 'saved' | 'visited' | 'connection';

export interface OfflineRoute {
  offline: OfflineBehaviour;
  /** Only for logged-in users (visitors are sent to /login first). */
  auth?: boolean;
}

/** Keyed by the router's full paths (routeTree.gen.ts `FileRoutesByFullPath`). */
export const OFFLINE_ROUTES = {
  '/': { offline: 'local' },
  '/404': { offline: 'local' },
  '/saved': { offline: 'local', auth: true },
  '/messages': { offline: 'local', auth: true },
  '/chat/$id': { offline: 'local', auth: true },
  // Writing to a lister offline queues the message in the outbox.
  '/chat/user/$userId/listing/$listingId': { offline: 'local', auth: true },
  '/listing/$id': { offline: 'saved' },
  // Rentals replicate: My Rentals and the Pad Pass open in airplane mode right after landing.
  '/my-crashpad': { offline: 'local', auth: true },
  '/pad-pass/$rentalId': { offline: 'local', auth: true },

  // Content pages (markdown bundled per language) and forms: their code is cached on first use.
  '/$page': { offline: 'visited' },
  '/terms': { offline: 'visited' },
  '/notice-of-understanding': { offline: 'visited' },
  '/contact': { offline: 'visited' },
  '/login': { offline: 'visited' },
  '/forgot': { offline: 'visited' },
  '/create-account/': { offline: 'visited' },
  '/create-account/join-crashpad': { offline: 'visited' },
  '/create-account/list-crashpad': { offline: 'visited' },
  '/create-account/lister-package': { offline: 'visited' },
  '/create-account/need-crashpad': { offline: 'visited' },
  '/email/resend': { offline: 'visited' },
  '/email/verify/$id': { offline: 'visited' },
  '/password/reset/': { offline: 'visited' },
  '/password/reset/$token': { offline: 'visited' },
  '/verify/email/': { offline: 'visited' },
  '/verify/email/$token': { offline: 'visited' },
  // Screens that fetch inside the page and show their own offline notice there.
  '/featured': { offline: 'visited' },
  '/search/airports/$prefix': { offline: 'visited' },
  '/search/cities/$cityId': { offline: 'visited' },
  '/dashboard': { offline: 'visited', auth: true },
  '/account-setting': { offline: 'visited', auth: true },
  '/account-expired': { offline: 'visited', auth: true },
  '/processing/payment': { offline: 'visited', auth: true },
  // Payment screens: online only; offline they say that paying needs a connection (nothing is queued).
  '/change-package': { offline: 'visited', auth: true },
  '/upgrade-account': { offline: 'visited', auth: true },
  '/update-payment-method': { offline: 'visited', auth: true },
  '/create-crashpad': { offline: 'visited', auth: true },
  '/my-crashpads/': { offline: 'visited', auth: true },
  '/my-crashpads/$id/edit': { offline: 'visited', auth: true },
  '/featured-signup/$id': { offline: 'visited', auth: true },
  '/translations': { offline: 'visited', auth: true },
  // My Crew lists tenants from the local database (invitations queue in the outbox); revenue
  // and the acceptance call the server inside the page and say so when offline.
  '/my-crew': { offline: 'visited', auth: true },
  '/lister/payments': { offline: 'visited', auth: true },
  '/tenant/accept/$token': { offline: 'visited', auth: true },
  // Development only: the mailbox list is fetched inside the page.
  '/dev/mailbox': { offline: 'visited' },

  // Route loaders read the API: nothing to draw without it.
  '/airports': { offline: 'connection' },
  '/cities': { offline: 'connection' },
  '/lister/$id': { offline: 'connection' },
  '/user/$id': { offline: 'connection' },
  '/listing/review/$id': { offline: 'connection', auth: true },
  '/emails': { offline: 'connection', auth: true },
  // The booking behind an invitation link lives only on the server (the token is never stored on a device).
  '/tenant/invitation/$token': { offline: 'connection' },
} as const satisfies Record<string, OfflineRoute>;

export type OfflineRoutePath = keyof typeof OFFLINE_ROUTES;
