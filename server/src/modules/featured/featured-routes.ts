import type { Router } from '@koa/router';
import type { Middleware } from 'koa';
import { emptyInputSchema, featuredCheckoutInputSchema, noQuerySchema } from '@crashpad/sync';
import { currentAuth } from '../../http/auth.js';
import { parseInput } from '../../http/validate.js';
import { listingIdParam } from '../listings/listing-routes.js';
import type { FeaturedService } from './featured-service.js';


/** Spec 2 §7: featured listings (public) and the lister's featured subscription calls. */
export function registerFeaturedRoutes(router: Router, auth: Middleware, featured: FeaturedService): void {
  router.get('/listings/featured', async (ctx) => {
    parseInput(noQuerySchema, ctx.query);
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = { data: await featured.list() };
  });

  router.get('/listings/featured/:id', async (ctx) => {
    const id = listingIdParam(ctx.params.id);
    parseInput(noQuerySchema, ctx.query);
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = await featured.one(id);
  });

  router.post('/user/featured-listings', auth, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await featured.checkout(currentAuth(ctx), parseInput(featuredCheckoutInputSchema, ctx.request.body));
  });

  router.delete('/user/featured-listings/:id', auth, async (ctx) => {
    const id = listingIdParam(ctx.params.id);
    // The call takes no body: junk sent with it must not cancel a paid promotion.
    parseInput(emptyInputSchema, ctx.request.body);
    ctx.body = { data: await featured.cancel(currentAuth(ctx), id) };
  });
}
