import type { Router } from '@koa/router';
import type { AuthedContext } from '../../app-context.js';
import { authMiddleware } from '../../http/auth.js';
import type { SyncAdapter } from './sync-adapter.js';
import { registerSyncRoutes } from './sync-routes.js';

/** The generic replication endpoints over the collections the other modules bring (ARCHITECTURE §4). */
export function createSyncModule(app: AuthedContext, adapters: readonly SyncAdapter[]) {
  return {
    register(router: Router) {
      registerSyncRoutes(router, authMiddleware(app.authenticator), adapters);
    },
  };
}
