import type { Router } from '@koa/router';
import type { Middleware } from 'koa';
import * as v from 'valibot';
import { FEED_TYPES, feedQuerySchema } from '@crashpad/sync';
import type { AuthState } from '../../http/auth.js';
import { AppError } from '../../http/app-error.js';
import { parseInput } from '../../http/validate.js';
import type { FeedsService } from './feeds-service.js';

const feedType = v.picklist(FEED_TYPES);

/** GET /feeds/events and /feeds/special_offers: the feed service's items, proxied and checked. */
export function registerFeedsRoutes(router: Router, kit: { optionalAuth: Middleware; feeds: FeedsService }): void {
  router.get('/feeds/:type', kit.optionalAuth, async (ctx) => {
    const type = v.safeParse(feedType, ctx.params.type);
    if (!type.success) throw new AppError('not_found');
    const query = parseInput(feedQuerySchema, ctx.query);
    const email = (ctx.state.auth as AuthState | null)?.user.email ?? null;
    ctx.set('Cache-Control', 'private, max-age=300');
    ctx.body = { items: await kit.feeds.list(type.output, query, email) };
  });
}
