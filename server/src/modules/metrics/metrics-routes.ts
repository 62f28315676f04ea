import { noQuerySchema } from '@crashpad/sync';
import type { Router } from '@koa/router';
import { cacheForEveryone } from '../../http/cache-policy.js';
import { parseInput } from '../../http/validate.js';
import type { MetricsService } from './metrics-service.js';


/** GET /metrics: public audience figures (spec 2 §3, §7); shared caches may keep them an hour. */
export function registerMetricsRoutes(router: Router, metrics: MetricsService): void {
  router.get('/metrics', async (ctx) => {
    parseInput(noQuerySchema, ctx.query);
    cacheForEveryone(ctx, 'public, max-age=3600');
    ctx.body = await metrics.current();
  });
}
