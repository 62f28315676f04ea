import type { Router } from '@koa/router';
import type { Middleware } from 'koa';
import { createReviewInputSchema, createReviewResponseInputSchema, noQuerySchema } from '@crashpad/sync';
import { AppError } from '../../http/app-error.js';
import { currentAuth, type AuthState } from '../../http/auth.js';
import { parseInput } from '../../http/validate.js';
import type { ReviewsService } from './reviews-service.js';

/** Users, listings and reviews all have ULID ids; anything else names nothing. */
const ID_PATTERN = /^[0-9A-HJKMNP-TV-Z]{26}$/;
const idParam = (raw: string | undefined): string => {
  if (!raw || !ID_PATTERN.test(raw)) throw new AppError('not_found');
  return raw;
};

/** Reviews and profile responses (spec 2 §7). Reading a profile's reviews needs no login. */
export function registerReviewRoutes(router: Router, kit: { auth: Middleware; optionalAuth: Middleware; reviews: ReviewsService }): void {
  const { auth, optionalAuth, reviews } = kit;

  router.get('/user/review/:id', optionalAuth, async (ctx) => {
    const id = idParam(ctx.params.id);
    parseInput(noQuerySchema, ctx.query);
    // The flags depend on who asks.
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await reviews.userReviews(id, (ctx.state.auth as AuthState | null) ?? null);
  });

  router.get('/listing/review/:id', auth, async (ctx) => {
    const id = idParam(ctx.params.id);
    parseInput(noQuerySchema, ctx.query);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await reviews.listingReviews(id, currentAuth(ctx));
  });

  router.post('/user/review', auth, async (ctx) => {
    const input = parseInput(createReviewInputSchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = { data: await reviews.create(currentAuth(ctx), input) };
  });

  router.post('/user/review-response', auth, async (ctx) => {
    const input = parseInput(createReviewResponseInputSchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = { data: await reviews.respond(currentAuth(ctx), input) };
  });
}
