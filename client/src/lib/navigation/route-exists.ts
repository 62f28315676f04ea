import { useRouter, type AnyRouter } from '@tanstack/react-router';
import { useCallback } from 'react';

/** A path the app can open, as a predicate features can take without knowing the router. */
export type HasRoute = (path: string) => boolean;

/**
 * The id of the stand-in route a router starts with in place of every page but the first
 * screens' (app/route-trees.ts): while it is there, the route table is not the whole app yet.
 */
export const OTHER_PAGES_ROUTE_ID = '/$';

/**
 * Whether the route table has a page for `path` (a static path such as `/my-crew`). Links to
 * pages later issues add (My crew, My rentals, invitations) use it so they never lead to the
 * 404 page meanwhile, and appear by themselves once the route exists. The content-page
 * catch-all (`/$page`) does not count: it answers unknown names with the 404 view. Until the
 * router has every route (right after the start) every path counts: the links' paths are typed
 * against the whole route tree, and hiding them for that moment would make the header jump.
 */
export function useHasRoute(): HasRoute {
  // Outside a router (component tests) nothing can be opened, so nothing links anywhere.
  const router = useRouter({ warn: false }) as ReturnType<typeof useRouter> | undefined;
  return useCallback((path: string) => !!router && routeExists(router, path), [router]);
}

/** useHasRoute's answer for `router`. */
export function routeExists(router: Pick<AnyRouter, 'routesById' | 'routesByPath'>, path: string): boolean {
  const byPath = router.routesByPath as Record<string, unknown>;
  return OTHER_PAGES_ROUTE_ID in router.routesById || path in byPath || `${path}/` in byPath;
}
