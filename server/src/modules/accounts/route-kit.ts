import type { Middleware } from 'koa';
import type { AccountsDeps } from './accounts-deps.js';

/** What each accounts route group needs: the services' deps, the auth middlewares, the clock. */
export interface AccountsRouteKit {
  deps: AccountsDeps;
  auth: Middleware;
  /** Like auth, but a visitor passes with `ctx.state.auth` null. */
  optionalAuth: Middleware;
  now: () => number;
}
