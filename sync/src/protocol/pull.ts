import * as v from 'valibot';
import { checkpointSchema } from './checkpoint.js';

const PULL_LIMIT_DEFAULT = 100;
export const PULL_LIMIT_MAX = 500;

const digits = (max: number) =>
  v.pipe(v.string('validation.invalid'), v.regex(/^\d{1,15}$/, 'validation.invalid'), v.transform(Number), v.maxValue(max, 'validation.invalid'));

/**
 * Query of `GET /api/sync/:collection/pull?seq&id&limit`. No `seq`/`id` means from the start;
 * both or neither must be given.
 */
export const pullQuerySchema = v.pipe(
  v.strictObject({
    seq: v.optional(digits(Number.MAX_SAFE_INTEGER)),
    id: v.optional(v.pipe(v.string('validation.invalid'), v.maxLength(64, 'validation.invalid'))),
    limit: v.optional(v.pipe(digits(PULL_LIMIT_MAX), v.minValue(1, 'validation.invalid')), String(PULL_LIMIT_DEFAULT)),
  }),
  v.check((q) => (q.seq === undefined) === (q.id === undefined), 'validation.invalid'),
);

/**
 * Answer of a pull: the user's visible documents after the checkpoint, in `(serverSeq, id)`
 * order, tombstones included (`_deleted: true`). `checkpoint` is the position of the last
 * document, or the request's checkpoint (null from the start) when nothing is newer.
 */
export function pullOutputSchema<TDoc extends v.GenericSchema>(doc: TDoc) {
  return v.strictObject({ documents: v.array(doc), checkpoint: v.nullable(checkpointSchema) });
}
