import { createRoute, redirect, type AnyRoute, type AnyRouter } from '@tanstack/react-router';
import { OTHER_PAGES_ROUTE_ID } from '../lib/navigation/route-exists';
import { Route as rootRoute } from '../routes/__root';
import { Route as HomeRoute } from '../routes/index';
import { Route as AirportSearchRoute } from '../routes/search.airports.$prefix';
import { Route as CitySearchRoute } from '../routes/search.cities.$cityId';

/*
 * The router starts with the routes of the first screens most visits open on: the home page and
 * the two search pages (a shared link). Every other route's definition (its `head`, guards,
 * search-param schemas, error and pending views, and the list of its lazy chunks with their
 * dependencies) is in the generated route tree, loaded right after the first render, or before it
 * when the app opens on any other page (app/boot.tsx; index.html then preloads it alongside the
 * shell: build-plugins/preload-first-page-code.ts). In the first load's code they were about 8 kB
 * of gzip, for pages the first screen cannot show (issue 11: initial JS). The service worker
 * precaches that chunk (service-worker/src/precache-selection.ts): every page opens offline as
 * before.
 */

/** The root's children once the generated route tree has loaded; null until then. */
let allRoutes: readonly AnyRoute[] | null = null;
let loading: Promise<readonly AnyRoute[]> | null = null;

/** True once every route is known: navigation no longer goes through the stand-in. */
export const hasAllRoutes = (): boolean => allRoutes !== null;

/**
 * The route tree a new router starts with: the first screens' routes and a stand-in matching
 * every other address. A navigation to such an address (a tap before the idle-time load below
 * finished) waits for the whole tree, then goes to the same address again, now matched for real.
 */
export function startingRouteTree(loadAll: () => Promise<void>): AnyRoute {
  if (allRoutes) return rootRoute.addChildren([...allRoutes]);
  const otherPages = createRoute({
    getParentRoute: () => rootRoute,
    path: '$',
    beforeLoad: async ({ location }) => {
      await loadAll();
      throw redirect({ href: location.href, replace: true });
    },
  });
  // The same ids and paths as routeTree.gen.ts gives them.
  const first = [
    HomeRoute.update({ id: '/', path: '/', getParentRoute: () => rootRoute } as never),
    AirportSearchRoute.update({ id: '/search/airports/$prefix', path: '/search/airports/$prefix', getParentRoute: () => rootRoute } as never),
    CitySearchRoute.update({ id: '/search/cities/$cityId', path: '/search/cities/$cityId', getParentRoute: () => rootRoute } as never),
  ];
  return rootRoute.addChildren([...first, otherPages]);
}

/**
 * Loads the generated route tree once and gives `router` every route. A failed load (offline,
 * never cached) is tried again on the next call.
 */
export async function loadAllRoutes(router: AnyRouter): Promise<void> {
  loading ??= import('./all-routes').then((module) => module.allRoutes);
  try {
    allRoutes = await loading;
  } catch (error) {
    loading = null;
    throw error;
  }
  // A router without the stand-in has every route already (created after the load, or given them).
  if (!(OTHER_PAGES_ROUTE_ID in router.routesById)) return;
  rootRoute.addChildren([...allRoutes]);
  router.setRoutes(router.buildRouteTree());
}

/** True when `pathname` matches only the stand-in: the app must load every route to show it. */
export function needsAllRoutes(router: AnyRouter, pathname: string): boolean {
  if (hasAllRoutes()) return false;
  const [, , route] = router.getMatchedRoutes(pathname);
  return route === undefined || route.id === OTHER_PAGES_ROUTE_ID;
}
