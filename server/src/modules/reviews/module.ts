import type { Router } from '@koa/router';
import type { AuthedContext } from '../../app-context.js';
import { authMiddleware } from '../../http/auth.js';
import { usersRepo } from '../accounts/users-repo.js';
import { listingsRepo } from '../listings/listings-repo.js';
import type { RentalHistory } from './rental-history.js';
import { registerReviewRoutes } from './reviews-routes.js';
import { reviewsRepo } from './reviews-repo.js';
import { reviewsService } from './reviews-service.js';

/**
 * Reviews of listers and their responses (spec 2 "Reviews and profiles"). `rentals` tells the
 * tenant rule who rented from whom: the rentals module implements the port (rental-history.ts).
 */
export function createReviewsModule(app: AuthedContext, options: { rentals: RentalHistory }) {
  const reviews = reviewsRepo(app.store);
  const service = reviewsService({
    app,
    reviews,
    users: usersRepo(app.store),
    listings: listingsRepo(app.store),
    rentals: options.rentals,
  });
  return {
    async init() {
      await reviews.init();
    },
    register(router: Router) {
      registerReviewRoutes(router, {
        auth: authMiddleware(app.authenticator),
        optionalAuth: authMiddleware(app.authenticator, { optional: true }),
        reviews: service,
      });
    },
  };
}
