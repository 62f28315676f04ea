import type { Router } from '@koa/router';
import type { AuthedContext } from '../../app-context.js';
import { authMiddleware } from '../../http/auth.js';
import { usersRepo } from '../accounts/users-repo.js';
import { uploadsRepo } from '../uploads/uploads-repo.js';
import { airportCatalogue } from '../catalogue/airport-catalogue.js';
import { registerCatalogueRoutes } from '../catalogue/catalogue-routes.js';
import { SearchAnswerCache } from '../search/search-answer-cache.js';
import { registerSearchRoutes } from '../search/search-routes.js';
import { registerListingRoutes } from './listing-routes.js';
import { listingService } from './listing-service.js';
import { listingViews } from './listing-views.js';
import type { ListingsDeps } from './listings-deps.js';
import { listingsRepo } from './listings-repo.js';
import { publicListingService } from './public-listing-service.js';
import { registerPublicListingRoutes } from './public-routes.js';

/** Listings (lister and visitor calls), the airport catalogue and the listing search. */
export function createListingsModule(app: AuthedContext) {
  const deps: ListingsDeps = {
    app,
    listings: listingsRepo(app.store),
    views: listingViews(app.store, app.config.jwtSecret, () => app.clock.now()),
    users: usersRepo(app.store),
    uploads: uploadsRepo(app.store),
    catalogue: airportCatalogue(),
  };
  const searchAnswers = new SearchAnswerCache();
  return {
    deps,
    init: async () => {
      await deps.listings.init();
      await deps.views.init();
      await searchAnswers.follow(app.store, deps.listings.collection.name);
    },
    register(router: Router) {
      const auth = authMiddleware(app.authenticator);
      const optionalAuth = authMiddleware(app.authenticator, { optional: true });
      registerCatalogueRoutes(router, deps.catalogue, deps.listings);
      registerSearchRoutes(router, deps.catalogue, deps.listings, searchAnswers);
      registerListingRoutes(router, auth, listingService(deps));
      registerPublicListingRoutes(router, optionalAuth, publicListingService(deps));
    },
  };
}
