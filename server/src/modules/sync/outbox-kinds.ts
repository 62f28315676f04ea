import type { OutboxKind, OutboxRowOf } from '@crashpad/sync';
import { AppError } from '../../http/app-error.js';
import type { UserDoc } from '../accounts/user-doc.js';

export type OutboxPayload<K extends OutboxKind> = OutboxRowOf<K>['payload'];
export type OutboxResult<K extends OutboxKind> = NonNullable<OutboxRowOf<K>['result']>;

/**
 * How one kind of outbox row is carried out, registered by the module that owns the kind
 * (messages: `send_message`, rentals: `invite_tenant`). The outbox service calls it once per row,
 * one row of a user at a time, in push order. It must be idempotent by `rowId` (the row id is the
 * business operation's key: a retried delivery answers the first result and writes nothing new),
 * validate the payload as its REST twin does, and throw an AppError to fail the row with that
 * reason (any other error leaves the row to be retried).
 */
export interface OutboxKindHandler<K extends OutboxKind> {
  carryOut(user: UserDoc, payload: OutboxPayload<K>, rowId: string): Promise<OutboxResult<K>>;
}

/** The handlers of the outbox kinds, one per kind; the outbox service knows no kind itself. */
export class OutboxKinds {
  private readonly handlers = new Map<OutboxKind, OutboxKindHandler<OutboxKind>>();

  register<K extends OutboxKind>(kind: K, handler: OutboxKindHandler<K>): void {
    if (this.handlers.has(kind)) throw new Error(`outbox kind ${kind} is registered twice`);
    this.handlers.set(kind, handler as unknown as OutboxKindHandler<OutboxKind>);
  }

  /** Carries out a row of `kind`; a kind no module serves fails the row (feature_disabled). */
  carryOut<K extends OutboxKind>(kind: K, user: UserDoc, payload: OutboxPayload<K>, rowId: string): Promise<OutboxResult<K>> {
    const handler = this.handlers.get(kind) as OutboxKindHandler<K> | undefined;
    if (!handler) return Promise.reject(new AppError('feature_disabled'));
    return handler.carryOut(user, payload, rowId);
  }
}
