import { emptyInputSchema, noQuerySchema } from '@crashpad/sync';
import type { Router } from '@koa/router';
import type { Context, Middleware } from 'koa';
import { AppError } from '../../http/app-error.js';
import { currentAuth } from '../../http/auth.js';
import { parseInput } from '../../http/validate.js';
import { requireActive } from '../sync/sync-routes.js';
import type { SavedListingsService } from './saved-listings-service.js';

/** Listing ids are ULIDs; anything else names nothing. */
const LISTING_ID = /^[0-9A-HJKMNP-TV-Z]{26}$/;
const listingParam = (ctx: Context): string => {
  const id = ctx.params.listingId ?? '';
  if (!LISTING_ID.test(id)) throw new AppError('not_found');
  return id;
};
/** The caller (logged in and ACTIVE); answers are per user, so never cached. */
const userId = (ctx: Context) => {
  ctx.set('Cache-Control', 'no-store');
  return requireActive(currentAuth(ctx)).user._id;
};

/** REST over the saved-listings service (for clients that do not replicate, and for tests). */
export function registerSavedListingRoutes(router: Router, auth: Middleware, saved: SavedListingsService): void {
  router.get('/saved-listings', auth, async (ctx) => {
    parseInput(noQuerySchema, ctx.query);
    ctx.body = { data: await saved.list(userId(ctx)) };
  });

  // Save and unsave take no body: junk sent with them (a multipart body too) saves or removes nothing.
  router.post('/saved-listings/:listingId', auth, async (ctx) => {
    const id = listingParam(ctx);
    parseInput(emptyInputSchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = { data: await saved.save(userId(ctx), id) };
  });

  router.delete('/saved-listings/:listingId', auth, async (ctx) => {
    const id = listingParam(ctx);
    parseInput(emptyInputSchema, ctx.request.body);
    ctx.body = { data: await saved.unsave(userId(ctx), id) };
  });
}
