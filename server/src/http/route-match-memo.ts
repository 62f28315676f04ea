import type { Router } from '@koa/router';

/** How many (method, path) pairs keep their matched routes; ids in paths make the set open-ended. */
export const ROUTE_MATCHES_KEPT = 2_000;

type MatchResult = ReturnType<Router['match']>;

/**
 * Remembers which routes a (method, path) pair matches. @koa/router tests every route's regular
 * expression on every request (about 150 of them here), which was a tenth of the CPU of a small
 * authenticated answer like GET /api/user. The answer depends only on the method, the path and
 * the registered routes, so call this after every route is registered: a route added later would
 * not be seen for a pair already remembered. Each request gets its own copies of the layer lists
 * (the router appends to them when routers are nested). Least recently used pairs are forgotten.
 */
export function rememberRouteMatches(router: Router, kept = ROUTE_MATCHES_KEPT): void {
  const match = router.match.bind(router);
  const known = new Map<string, MatchResult>();
  router.match = (path: string, method: string): MatchResult => {
    const key = `${method} ${path}`;
    let result = known.get(key);
    if (result) known.delete(key);
    else {
      result = match(path, method);
      if (known.size >= kept) known.delete(known.keys().next().value!);
    }
    known.set(key, result);
    return { ...result, path: [...result.path], pathAndMethod: [...result.pathAndMethod] };
  };
}
