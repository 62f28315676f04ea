import type { Router } from '@koa/router';
import type { AuthedContext } from '../../app-context.js';
import { authMiddleware } from '../../http/auth.js';
import { usersRepo } from '../accounts/users-repo.js';
import { listingsRepo } from '../listings/listings-repo.js';
import { KeyedMutex } from '../sync/keyed-mutex.js';
import type { OutboxKinds } from '../sync/outbox-kinds.js';
import type { SeqStrategy } from '../sync/replicated-collection.js';
import type { MessagesDeps } from './messages-deps.js';
import { registerMessageRoutes } from './messages-routes.js';
import { messagingSyncAdapters } from './messages-sync-adapters.js';
import { messagingCollections } from './messaging-collections.js';
import { sendMessageCommand } from './send-message.js';
import { threadsService } from './threads-service.js';

/**
 * Messaging (spec 3): REST calls and the `threads` and `messages` collections, over one set of
 * services; queued messages arrive as outbox rows of kind `send_message`, whose handler this
 * module registers with the generic outbox.
 */
export function createMessagesModule(app: AuthedContext, outboxKinds: OutboxKinds, options: { strategy?: SeqStrategy } = {}) {
  const deps: MessagesDeps = {
    app,
    users: usersRepo(app.store),
    listings: listingsRepo(app.store),
    col: messagingCollections(app, options.strategy),
    senderLocks: new KeyedMutex(),
  };
  const sender = sendMessageCommand(deps);
  const threads = threadsService(deps);
  // The outbox holds its own per-user lock; the sender lock orders a row against REST sends.
  outboxKinds.register('send_message', { carryOut: (user, payload, rowId) => sender.send(user, payload, rowId) });
  return {
    sender,
    threads,
    syncAdapters: messagingSyncAdapters(deps.col, threads),
    init: () => deps.col.init(),
    register(router: Router) {
      registerMessageRoutes(router, { auth: authMiddleware(app.authenticator), threads, sender, now: () => app.clock.now() });
    },
  };
}
