import { SYNC_COLLECTIONS, type SyncCollectionName } from '@crashpad/sync';
import { toJsonSchema } from '@valibot/to-json-schema';
import type { MigrationStrategies, RxJsonSchema } from 'rxdb';

/**
 * Indexes per collection, chosen for the screens' queries: a chat lists messages of one thread
 * by time, the inbox lists active or archived threads by last update, the outbox counts queued
 * rows, /saved lists by save time.
 */
export const COLLECTION_INDEXES: Record<SyncCollectionName, string[][]> = {
  threads: [['archived', 'date_last_updated', 'id']],
  messages: [['thread_id', 'created', 'id']],
  saved_listings: [['saved_at', 'id']],
  outbox: [['state', 'created_at', 'id']],
  // My Rentals and My Crew list by status and start date; payment requests by status and time.
  rentals: [['status', 'start_date', 'id']],
  payment_requests: [['status', 'created_at', 'id']],
};

/**
 * How documents already on a device move to a collection's next schema version (registry.ts
 * `schemaVersion`): one function per version step.
 */
export const COLLECTION_MIGRATIONS: Record<SyncCollectionName, MigrationStrategies> = {
  threads: {},
  messages: {},
  // 1: the snapshot gained optional listing page fields; stored snapshots stay as they are
  // until the server sends the fuller copy.
  saved_listings: { 1: (doc: unknown) => doc },
  // 1: the generic outbox (kind `invite_tenant` joined `send_message`); queued rows stay valid as they are.
  // 2: the invitation edit kinds joined (`update_invite`, `cancel_invite`, `resend_invite`); same.
  outbox: { 1: (doc: unknown) => doc, 2: (doc: unknown) => doc },
  rentals: {},
  payment_requests: {},
};

/** Indexed string fields need a maxLength and numbers bounds in RxDB; sync leaves some open. */
const INDEX_STRING_MAX = 64;
const INDEX_NUMBER_MAX = Number.MAX_SAFE_INTEGER;

type JsonProperty = Record<string, unknown>;

/**
 * The RxDB JSON schema of a replicated collection, derived from its valibot schema in sync (one
 * shape, never written twice): primary key `id`, strict objects, and the bounds RxDB needs on
 * indexed fields. `_deleted` is RxDB's own field and not part of the stored schema.
 */
export function rxSchemaOf<T>(name: SyncCollectionName): RxJsonSchema<T> {
  const definition = SYNC_COLLECTIONS[name];
  const json = toJsonSchema(definition.schema, { errorMode: 'throw' }) as {
    properties: Record<string, JsonProperty>;
    required?: string[];
  };
  const properties: Record<string, JsonProperty> = { ...json.properties };
  const indexes = COLLECTION_INDEXES[name];
  for (const field of new Set(['id', ...indexes.flat()])) {
    const property = { ...properties[field] };
    if (!properties[field]) throw new Error(`index field ${name}.${field} is not in the sync schema`);
    // Picklists come out as a bare `enum`; RxDB indexes need the type spelled out.
    if (property.type === undefined && Array.isArray(property.enum) && property.enum.every((e) => typeof e === 'string')) {
      property.type = 'string';
      property.maxLength = Math.max(...property.enum.map((e: string) => e.length));
    }
    if (property.type === 'string' && property.maxLength === undefined) property.maxLength = INDEX_STRING_MAX;
    if (property.type === 'number' || property.type === 'integer') {
      property.minimum ??= 0;
      property.maximum ??= INDEX_NUMBER_MAX;
      property.multipleOf ??= 1;
    }
    properties[field] = property;
  }
  return {
    version: definition.schemaVersion,
    primaryKey: 'id',
    type: 'object',
    properties,
    required: json.required ?? [],
    additionalProperties: false,
    indexes,
  } as unknown as RxJsonSchema<T>;
}
