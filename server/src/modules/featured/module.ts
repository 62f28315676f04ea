import type { Router } from '@koa/router';
import type { AuthedContext } from '../../app-context.js';
import { authMiddleware } from '../../http/auth.js';
import { listingsRepo } from '../listings/listings-repo.js';
import { boostEndJob } from './boost-end-job.js';
import { registerFeaturedRoutes } from './featured-routes.js';
import { featuredService, type PromotionsPort } from './featured-service.js';

/**
 * Featured listings and boosts (spec 2 §2, §4, §7); the listings module owns the collection.
 * `init` registers the month-end boost job (boost-end-job.ts) with the platform scheduler.
 */
export function createFeaturedModule(app: AuthedContext, promotions?: PromotionsPort) {
  const listings = listingsRepo(app.store);
  const service = featuredService({ listings, now: () => app.clock.now(), promotions });
  return {
    async init() {
      await listings.collection.createIndex({ feature_listing: 1, feature_ongoing: 1 });
      app.jobs.register(boostEndJob({ listings, events: app.events }));
    },
    register(router: Router) {
      registerFeaturedRoutes(router, authMiddleware(app.authenticator), service);
    },
  };
}
