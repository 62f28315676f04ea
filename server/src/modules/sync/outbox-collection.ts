import type { OutboxRow } from '@crashpad/sync';
import type { AppContext } from '../../app-context.js';
import { replicatedCollection, type ReplicatedDoc, type SeqStrategy } from './replicated-collection.js';

/** One user's outbox row, stored under `{owner_id}:{id}` so one user's ids can never touch another's rows. */
export type OutboxDoc = ReplicatedDoc & OutboxRow & { owner_id: string };

export const outboxKey = (ownerId: string, id: string): string => `${ownerId}:${id}`;

/** The replicated `outbox` collection (every kind), pulled by its owner only. */
export function outboxCollection(app: AppContext, strategy?: SeqStrategy) {
  const feed = replicatedCollection<OutboxDoc>(app.store, app.clock, 'outbox', strategy);
  return { feed, init: () => feed.init('owner_id') };
}
export type OutboxCollection = ReturnType<typeof outboxCollection>;
