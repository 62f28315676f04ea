import type { Router } from '@koa/router';
import type { AuthedContext } from '../../app-context.js';
import { authMiddleware } from '../../http/auth.js';
import { listingsRepo } from '../listings/listings-repo.js';
import { registerFeaturedRoutes } from './featured-routes.js';
import { featuredService } from './featured-service.js';

/** Featured listings and boosts (spec 2 §2, §4, §7); the listings module owns the collection. */
export function createFeaturedModule(app: AuthedContext) {
  const service = featuredService({ listings: listingsRepo(app.store), now: () => app.clock.now() });
  return {
    register(router: Router) {
      registerFeaturedRoutes(router, authMiddleware(app.authenticator), service);
    },
  };
}
