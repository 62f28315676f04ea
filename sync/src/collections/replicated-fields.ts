import * as v from 'valibot';

/** Ids are made by the app (UUIDv7/ULID on the server, UUID on clients for outbox rows). */
export const docIdSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(64), v.regex(/^[0-9A-Za-z_-]+$/));

/**
 * Fields every replicated document carries. `serverSeq` is server-owned (assigned on every write
 * from a per-collection counter); `updated_at` is the server's time of that write. Clients copy
 * them back unchanged in pushes and the server ignores what a client puts there.
 */
export const replicatedFields = {
  id: docIdSchema,
  serverSeq: v.pipe(v.number(), v.integer(), v.minValue(0)),
  updated_at: v.pipe(v.string(), v.maxLength(40)),
};

/** Wire form of a document: the stored fields plus RxDB's tombstone flag. */
export function withDeleted<TEntries extends v.ObjectEntries>(entries: TEntries) {
  return v.strictObject({ ...entries, _deleted: v.boolean() });
}
