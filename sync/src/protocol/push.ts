import * as v from 'valibot';

/** Most rows one push may carry (RxDB's push batchSize must not exceed it). */
export const PUSH_BATCH_MAX = 50;

/**
 * Body of `POST /api/sync/:collection/push`: RxDB push rows. `assumedMasterState` is the server
 * state the client last saw (absent/null for a document the client created). The server does a
 * compare-and-set per row, in order, and answers the current master states of the rows that
 * conflicted (`[]` when none). A row whose new state equals the master state is accepted as
 * already applied, which makes a retried push after a lost response idempotent.
 */
function pushRowSchema<TDoc extends v.GenericSchema>(doc: TDoc) {
  return v.strictObject({
    assumedMasterState: v.optional(v.nullable(doc)),
    newDocumentState: doc,
  });
}

export function pushBodySchema<TDoc extends v.GenericSchema>(doc: TDoc) {
  return v.pipe(v.array(pushRowSchema(doc)), v.maxLength(PUSH_BATCH_MAX, 'validation.invalid'));
}

/** Answer of a push: the master states of the conflicting rows. */
export function pushOutputSchema<TDoc extends v.GenericSchema>(doc: TDoc) {
  return v.array(doc);
}
