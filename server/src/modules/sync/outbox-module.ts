import type { AppContext } from '../../app-context.js';
import type { SyncAdapter } from './sync-adapter.js';
import { outboxCollection } from './outbox-collection.js';
import { OutboxKinds } from './outbox-kinds.js';
import { outboxService, outboxSyncAdapter } from './outbox-service.js';
import type { SeqStrategy } from './replicated-collection.js';

/**
 * The generic client outbox (ARCHITECTURE §4): the `outbox` collection and its push service. The
 * modules that own outbox kinds register their handlers on `kinds` (messages: `send_message`,
 * rentals: `invite_tenant`); the outbox itself knows none of them.
 */
export function createOutboxModule(app: AppContext, options: { strategy?: SeqStrategy } = {}) {
  const col = outboxCollection(app, options.strategy);
  const kinds = new OutboxKinds();
  const service = outboxService(app, col, kinds);
  return {
    kinds,
    service,
    syncAdapter: outboxSyncAdapter(col, service) as unknown as SyncAdapter,
    init: () => col.init(),
  };
}
export type OutboxModule = ReturnType<typeof createOutboxModule>;
