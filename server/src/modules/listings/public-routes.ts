import { noQuerySchema } from '@crashpad/sync';
import type { Router } from '@koa/router';
import type { Middleware } from 'koa';
import * as v from 'valibot';
import type { AuthState } from '../../http/auth.js';
import { parseInput } from '../../http/validate.js';
import { listingIdParam } from './listing-routes.js';
import type { publicListingService } from './public-listing-service.js';

/** `?review=true` and `?listing_id=` are sent by the spec's client; both are accepted and need nothing. */
const detailQuery = v.strictObject({ review: v.optional(v.picklist(['true', 'false'], 'validation.invalid')) });
const relatedQuery = v.strictObject({ listing_id: v.optional(v.pipe(v.string(), v.maxLength(64, 'validation.invalid'))) });

const viewer = (state: { auth?: AuthState | null }) => state.auth ?? null;

/** Public listing pages (spec 2 §7): visitors may browse; a bearer token only adds the phone rule. */
export function registerPublicListingRoutes(router: Router, optionalAuth: Middleware, service: ReturnType<typeof publicListingService>): void {
  router.get('/listing/:id', optionalAuth, async (ctx) => {
    const id = listingIdParam(ctx.params.id);
    parseInput(detailQuery, ctx.query);
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = { data: await service.detail(id, viewer(ctx.state), ctx.ip) };
  });

  router.get('/listing/related/:id', optionalAuth, async (ctx) => {
    const id = listingIdParam(ctx.params.id);
    parseInput(relatedQuery, ctx.query);
    ctx.body = { data: await service.related(id, viewer(ctx.state)) };
  });

  router.get('/lister/:id/properties', async (ctx) => {
    const id = listingIdParam(ctx.params.id);
    parseInput(noQuerySchema, ctx.query);
    ctx.body = await service.listerPage(id);
  });

  router.get('/listing-owner/:id', optionalAuth, async (ctx) => {
    const id = listingIdParam(ctx.params.id);
    parseInput(noQuerySchema, ctx.query);
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = await service.owner(id, viewer(ctx.state));
  });
}
