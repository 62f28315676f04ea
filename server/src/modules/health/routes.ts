import type { Router } from '@koa/router';
import type { AppContext } from '../../app-context.js';

/** GET /api/health: liveness plus a store round trip, for load balancers and docker-compose. */
export function registerHealthRoutes(router: Router, app: AppContext): void {
  router.get('/health', async (ctx) => {
    const started = performance.now();
    await app.store.collection('health').countDocuments({});
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { ok: true, store: app.store.kind, store_ms: Math.round((performance.now() - started) * 10) / 10 };
  });
}
