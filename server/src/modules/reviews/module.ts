import type { Router } from '@koa/router';
import type { AuthedContext } from '../../app-context.js';
import { authMiddleware } from '../../http/auth.js';
import { usersRepo } from '../accounts/users-repo.js';
import { listingsRepo } from '../listings/listings-repo.js';
import { registerReviewRoutes } from './reviews-routes.js';
import { reviewsRepo } from './reviews-repo.js';
import { reviewsService } from './reviews-service.js';
import { noRentals, type RentalLookup } from './tenant-rule.js';

/**
 * Reviews of listers and their responses (spec 2 "Reviews and profiles"). `hasRental` is where
 * the rentals area tells the tenant rule who rented from whom.
 */
export function createReviewsModule(app: AuthedContext, options: { hasRental?: RentalLookup } = {}) {
  const reviews = reviewsRepo(app.store);
  const service = reviewsService({
    app,
    reviews,
    users: usersRepo(app.store),
    listings: listingsRepo(app.store),
    hasRental: options.hasRental ?? noRentals,
  });
  return {
    init: () => reviews.init(),
    register(router: Router) {
      registerReviewRoutes(router, {
        auth: authMiddleware(app.authenticator),
        optionalAuth: authMiddleware(app.authenticator, { optional: true }),
        reviews: service,
      });
    },
  };
}
