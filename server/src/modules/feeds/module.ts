import type { Router } from '@koa/router';
import type { AuthedContext } from '../../app-context.js';
import { authMiddleware } from '../../http/auth.js';
import { createFeedClient } from './feed-client.js';
import { registerFeedsRoutes } from './feeds-routes.js';
import { feedsService } from './feeds-service.js';

/** Events and special offers from a configurable feed service (DECISIONS #13). */
export function createFeedsModule(app: AuthedContext) {
  const client = app.config.feedsUrl ? createFeedClient({ baseUrl: app.config.feedsUrl, apiKey: app.config.feedsKey }) : null;
  const feeds = feedsService(app, client);
  return {
    register(router: Router) {
      registerFeedsRoutes(router, { optionalAuth: authMiddleware(app.authenticator, { optional: true }), feeds });
    },
  };
}
