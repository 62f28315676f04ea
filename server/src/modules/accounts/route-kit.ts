import type { Middleware } from 'koa';
import type { AccountsDeps } from './accounts-deps.js';

/** What each accounts route group needs: the services' deps, the auth middleware, the clock. */
export interface AccountsRouteKit {
  deps: AccountsDeps;
  auth: Middleware;
  now: () => number;
}
