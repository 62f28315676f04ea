import * as v from 'valibot';

/**
 * Position in one collection's change feed for one user: documents are ordered by
 * `(serverSeq, id)`. `serverSeq` is assigned by the server from a per-collection counter on every
 * write (never from a client clock, STACK-NOTES 16), so a pull resumes exactly after the last
 * document it saw.
 */
export const checkpointSchema = v.strictObject({
  seq: v.pipe(v.number(), v.integer(), v.minValue(0)),
  id: v.pipe(v.string(), v.maxLength(64)),
});
export type Checkpoint = v.InferOutput<typeof checkpointSchema>;

/** True when document position `a` comes after checkpoint `b` in `(serverSeq, id)` order. */
export function isAfterCheckpoint(a: { serverSeq: number; id: string }, b: Checkpoint | null): boolean {
  if (!b) return true;
  return a.serverSeq > b.seq || (a.serverSeq === b.seq && a.id > b.id);
}
