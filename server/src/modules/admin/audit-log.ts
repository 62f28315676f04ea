import { monotonicFactory } from 'ulid';
import type { Doc, Store } from '../../platform/store/types.js';

/** DECISIONS #8: switch in, switch out and every write made while switched. */
export type AuditAction = 'switch_in' | 'switch_out' | 'write';

export interface AuditEntry {
  at: number;
  action: AuditAction;
  /** The admin. */
  actor_id: string;
  /** The user the admin acted as. */
  user_id: string;
  session_id: string;
  method: string | null;
  path: string | null;
  status: number | null;
}
export type AuditEntryDoc = Doc & AuditEntry;

export function auditLogRepo(store: Store) {
  // Monotonic ids keep entries of the same millisecond in the order they happened.
  const ulid = monotonicFactory();
  const c = store.collection<AuditEntryDoc>('audit_log');
  return {
    async init() {
      await c.createIndex({ actor_id: 1, at: -1 });
      await c.createIndex({ user_id: 1, at: -1 });
    },
    record: (entry: AuditEntry) => c.insertOne({ _id: ulid(entry.at), ...entry } as AuditEntryDoc),
    ofActor: (actorId: string) => c.find({ actor_id: actorId }, { sort: { _id: 1 } }),
  };
}
export type AuditLogRepo = ReturnType<typeof auditLogRepo>;
