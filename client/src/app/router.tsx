import { createRouter, type AnyRouter } from '@tanstack/react-router';
import { installScrollOnNavigate } from '../lib/navigation/scroll-on-navigate';
import { afterNextPaint } from '../lib/time/after-next-paint';
import type { routeTree } from '../routeTree.gen';
import { RouteError } from './route-error';
import type { RouterContext } from './router-context';
import { loadAllRoutes, startingRouteTree } from './route-trees';

export function createAppRouter(context: RouterContext) {
  let created: AnyRouter | null = null;
  const router = createRouter({
    // Typed as the whole tree (every Link and hook sees every route); at runtime the first screens'
    // routes until the rest has loaded (route-trees.ts).
    routeTree: startingRouteTree(() => loadAllRoutes(created!)) as unknown as typeof routeTree,
    context,
    defaultPreload: 'intent',
    // Errors of a page render inside the shell; offline ones as "needs a connection" (offline-routes.ts).
    defaultErrorComponent: RouteError,
    // Our own rule (spec 1 §2) replaces the router's: top of page, or the hash anchor − 80 px.
    scrollRestoration: false,
  });
  created = router;
  installScrollOnNavigate(router);
  // A tap on a link answers at once: the router's work for the new page (matching, loading,
  // rendering the whole tree as its stores change) starts after the frame that follows the tap,
  // not inside the click handler (issue 11: route-change INP). Links and programmatic
  // navigations alike go through `navigate`, which was asynchronous already.
  const navigate = router.navigate;
  router.navigate = (options) => afterNextPaint().then(() => navigate(options));
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
