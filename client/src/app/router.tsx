import { createRouter } from '@tanstack/react-router';
import { installScrollOnNavigate } from '../lib/navigation/scroll-on-navigate';
import { afterNextPaint } from '../lib/time/after-next-paint';
import { routeTree } from '../routeTree.gen';
import { RouteError } from './route-error';
import type { RouterContext } from './router-context';

export function createAppRouter(context: RouterContext) {
  const router = createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    // Errors of a page render inside the shell; offline ones as "needs a connection" (offline-routes.ts).
    defaultErrorComponent: RouteError,
    // Our own rule (spec 1 §2) replaces the router's: top of page, or the hash anchor − 80 px.
    scrollRestoration: false,
  });
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
