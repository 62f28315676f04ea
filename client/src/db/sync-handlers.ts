import {
  PUSH_BATCH_MAX,
  SYNC_COLLECTIONS,
  SYNC_PROTOCOL_HEADER,
  SYNC_PROTOCOL_VERSION,
  pullOutputSchema,
  pushOutputSchema,
  type Checkpoint,
  type SyncCollectionName,
} from '@crashpad/sync';
import type { ApiClient } from '../lib/api-client/api-client';
import { ApiError } from '../lib/api-client/api-error';

/** A replicated document on the wire: stored fields plus the tombstone flag. */
export type WireDoc = Record<string, unknown> & { id: string; _deleted: boolean };

export interface PullResult {
  documents: WireDoc[];
  checkpoint: Checkpoint | undefined;
}

export interface PushRow {
  assumedMasterState?: WireDoc | null;
  newDocumentState: WireDoc;
}

const protocolHeaders = { [SYNC_PROTOCOL_HEADER]: String(SYNC_PROTOCOL_VERSION) };

/** True for the server's "this app is too old" answer (426 `update_required`). */
export function isUpdateRequired(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 426 || error.code === 'update_required');
}

/**
 * RxDB keeps bookkeeping fields (`_rev`, `_meta`, `_attachments`) on documents; the server's
 * strict schemas refuse unknown keys, so only the document and `_deleted` go on the wire.
 */
function toWire(doc: WireDoc): WireDoc {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(doc)) if (!key.startsWith('_') || key === '_deleted') out[key] = value;
  return out as WireDoc;
}

/**
 * Pull handler: `GET /api/sync/:collection/pull?seq&id&limit` through the app's api client
 * (bearer token, locale) with the protocol header. Answers are validated with the collection's
 * wire schema (schemas at every boundary). An unchanged feed keeps the previous checkpoint.
 */
export function createPullHandler(api: ApiClient, collection: SyncCollectionName) {
  const schema = pullOutputSchema(SYNC_COLLECTIONS[collection].wireSchema);
  return async (checkpoint: Checkpoint | undefined | null, batchSize: number): Promise<PullResult> => {
    const query = checkpoint ? { seq: checkpoint.seq, id: checkpoint.id, limit: batchSize } : { limit: batchSize };
    const answer = await api.get(`/sync/${collection}/pull`, { query, headers: protocolHeaders, background: true, schema });
    return { documents: answer.documents as WireDoc[], checkpoint: answer.checkpoint ?? checkpoint ?? undefined };
  };
}

/**
 * Push handler: `POST /api/sync/:collection/push` with RxDB's rows (at most PUSH_BATCH_MAX);
 * answers the master states of the conflicting rows, which RxDB resolves locally.
 */
export function createPushHandler(api: ApiClient, collection: SyncCollectionName) {
  const schema = pushOutputSchema(SYNC_COLLECTIONS[collection].wireSchema);
  return async (rows: PushRow[]): Promise<WireDoc[]> => {
    if (rows.length > PUSH_BATCH_MAX) throw new Error(`push batch of ${rows.length} exceeds ${PUSH_BATCH_MAX}`);
    const body = rows.map((row) => ({
      ...(row.assumedMasterState ? { assumedMasterState: toWire(row.assumedMasterState) } : {}),
      newDocumentState: toWire(row.newDocumentState),
    }));
    const conflicts = await api.post(`/sync/${collection}/push`, body, { headers: protocolHeaders, background: true, schema });
    return conflicts as WireDoc[];
  };
}
