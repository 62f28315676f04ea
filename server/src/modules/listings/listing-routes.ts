import type { Router, RouterMiddleware } from '@koa/router';
import type { Middleware } from 'koa';
import {
  emptyInputSchema,
  listingInputSchema,
  listingStatusInputSchema,
  noQuerySchema,
  roomQuerySchema,
  updateRoomInputSchema,
} from '@crashpad/sync';
import { AppError } from '../../http/app-error.js';
import { currentAuth } from '../../http/auth.js';
import { parseInput } from '../../http/validate.js';
import type { ListingService } from './listing-service.js';

/** Listing ids are ULIDs; anything else cannot name a listing. */
export const LISTING_ID_PATTERN = /^[0-9A-HJKMNP-TV-Z]{26}$/;
export function listingIdParam(raw: string | undefined): string {
  if (!raw || !LISTING_ID_PATTERN.test(raw)) throw new AppError('not_found');
  return raw;
}

/** The lister's calls of spec 2 §7: create, edit, status, my listings, limits, rooms. */
export function registerListingRoutes(router: Router, auth: Middleware, listings: ListingService): void {
  router.post('/crashpads', auth, async (ctx) => {
    const input = parseInput(listingInputSchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = { data: await listings.create(currentAuth(ctx), input) };
  });

  router.get('/crashpads', auth, async (ctx) => {
    parseInput(noQuerySchema, ctx.query);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await listings.mine(currentAuth(ctx));
  });

  router.put('/crashpads/:id', auth, async (ctx) => {
    const id = listingIdParam(ctx.params.id);
    ctx.body = { data: await listings.update(currentAuth(ctx), id, parseInput(listingInputSchema, ctx.request.body)) };
  });

  router.get('/crashpads/:id/edit', auth, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await listings.edit(currentAuth(ctx), listingIdParam(ctx.params.id));
  });

  router.post('/crashpads/status/:id', auth, async (ctx) => {
    const id = listingIdParam(ctx.params.id);
    const { status } = parseInput(listingStatusInputSchema, ctx.request.body);
    ctx.body = { data: await listings.setStatus(currentAuth(ctx), id, status) };
  });

  router.get('/user/listing-total', auth, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await listings.total(currentAuth(ctx));
  });

  router.get('/lister/can-add-listings', auth, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await listings.canAdd(currentAuth(ctx));
  });

  // The spec names both methods for the same call.
  const updateRoom: RouterMiddleware = async (ctx) => {
    const { id } = parseInput(roomQuerySchema, ctx.query);
    ctx.body = { data: await listings.updateRoom(currentAuth(ctx), id, parseInput(updateRoomInputSchema, ctx.request.body)) };
  };
  router.post('/listings/update-room', auth, updateRoom);
  router.put('/listings/update-room', auth, updateRoom);

  const removeRoom: RouterMiddleware = async (ctx) => {
    const { id } = parseInput(roomQuerySchema, ctx.query);
    // No body: `null` or a multipart body (left unread) is junk too, not an empty request.
    parseInput(emptyInputSchema, ctx.request.body);
    ctx.body = { data: await listings.deleteRoom(currentAuth(ctx), id) };
  };
  router.post('/listings/delete-room', auth, removeRoom);
  router.delete('/listings/delete-room', auth, removeRoom);
}
