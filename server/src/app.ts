import { Router } from '@koa/router';
import Koa from 'koa';
import type { AppContext, AuthedContext } from './app-context.js';
import { errorHandler } from './http/error-handler.js';
import { jsonBody } from './http/json-body.js';
import { localeMiddleware } from './http/locale.js';
import { securityHeaders } from './http/security-headers.js';
import { staticFiles } from './http/static-files.js';
import { createAccountsModule } from './modules/accounts/module.js';
import { registerConfigRoutes } from './modules/config/routes.js';
import { registerDevRoutes } from './modules/dev/routes.js';
import { registerHealthRoutes } from './modules/health/routes.js';

export interface BuiltApp {
  koa: Koa;
  context: AuthedContext;
}

/**
 * Builds the Koa app on the given platform adapters (used by main and by API tests).
 * Order: security headers → locale → error model → /api routes → built client with SPA fallback.
 */
export async function buildApp(base: AppContext): Promise<BuiltApp> {
  const accounts = createAccountsModule(base);
  await accounts.init();
  const context: AuthedContext = { ...base, authenticator: accounts.authenticator };

  const api = new Router({ prefix: '/api' });
  registerHealthRoutes(api, context);
  registerConfigRoutes(api, context);
  accounts.register(api);
  registerDevRoutes(api, context);

  const koa = new Koa({ proxy: base.config.trustProxy });
  koa.use(securityHeaders(base.config.env === 'production'));
  koa.use(localeMiddleware);
  koa.use(errorHandler);
  koa.use((ctx, next) => (ctx.path.startsWith('/api/') ? jsonBody(ctx, next) : next()));
  koa.use(api.routes());
  koa.use(api.allowedMethods());
  koa.use(staticFiles(base.config.clientDist));
  koa.on('error', (err: Error & { status?: number }) => {
    // Client aborts and parse errors are answered by errorHandler; only log what is unexpected.
    if (!err.status || err.status >= 500) console.error('[koa]', err.message);
  });
  return { koa, context };
}
