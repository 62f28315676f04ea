import type { AuthedContext } from '../../app-context.js';
import type { UsersRepo } from '../accounts/users-repo.js';
import type { ListingsRepo } from '../listings/listings-repo.js';
import type { KeyedMutex } from '../sync/keyed-mutex.js';
import type { MessagingCollections } from './messaging-collections.js';

/** What the messaging services share. */
export interface MessagesDeps {
  app: AuthedContext;
  users: UsersRepo;
  listings: ListingsRepo;
  col: MessagingCollections;
  /**
   * One lock per sending user: sends (REST and outbox) of one user run one after the other, so
   * outbox rows are delivered in order and a row retried while its first delivery is still
   * running is seen as delivered. The message id (unique) is the cross-process backstop.
   */
  senderLocks: KeyedMutex;
}

export { isoAt } from '../../platform/clock.js';
