import type { Router } from '@koa/router';
import type { AuthedContext } from '../../app-context.js';
import { authMiddleware } from '../../http/auth.js';
import { usersRepo } from '../accounts/users-repo.js';
import { listingsRepo } from '../listings/listings-repo.js';
import { KeyedMutex } from '../sync/keyed-mutex.js';
import type { SeqStrategy } from '../sync/replicated-collection.js';
import type { MessagesDeps } from './messages-deps.js';
import { registerMessageRoutes } from './messages-routes.js';
import { messagingSyncAdapters } from './messages-sync-adapters.js';
import { messagingCollections } from './messaging-collections.js';
import { outboxService } from './outbox-service.js';
import { sendMessageCommand } from './send-message.js';
import { threadsService } from './threads-service.js';

/** Messaging (spec 3): REST calls and the `threads`, `messages` and `outbox` collections, over one set of services. */
export function createMessagesModule(app: AuthedContext, options: { strategy?: SeqStrategy } = {}) {
  const deps: MessagesDeps = {
    app,
    users: usersRepo(app.store),
    listings: listingsRepo(app.store),
    col: messagingCollections(app, options.strategy),
    senderLocks: new KeyedMutex(),
  };
  const sender = sendMessageCommand(deps);
  const threads = threadsService(deps);
  const outbox = outboxService(deps, sender);
  return {
    sender,
    threads,
    syncAdapters: messagingSyncAdapters(deps.col, threads, outbox),
    init: () => deps.col.init(),
    register(router: Router) {
      registerMessageRoutes(router, { auth: authMiddleware(app.authenticator), threads, sender, now: () => app.clock.now() });
    },
  };
}
