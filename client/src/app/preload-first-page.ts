import type { AppRouter } from './router';

/**
 * Starts loading the code of the routes matching the address the app opened on (the page
 * component's chunk and what it imports), without running their loaders (a listing's loader
 * counts a view). Called before the translations have loaded: the page's chunk no longer waits
 * for them and then for React's first render, one round trip less before the first paint
 * (issue 11). A chunk that fails here (offline, never cached) is left to the router, which loads
 * it again and shows the route's error view.
 */
export function preloadFirstPage(router: AppRouter, pathname: string = window.location.pathname, online: boolean = navigator.onLine): void {
  // Offline a chunk is in the service worker's cache or nowhere: nothing to win, and a failed
  // early import must not stand in for the router's own attempt (offline-routes.ts).
  if (!online) return;
  const [matched] = router.getMatchedRoutes(pathname);
  for (const route of matched) router.loadRouteChunk(route)?.catch(() => undefined);
}
