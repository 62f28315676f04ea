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
import * as v from 'valibot';
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

/** `(seq, id)` order of feed positions (sync/protocol/checkpoint.ts). */
function compareCheckpoints(a: Checkpoint, b: Checkpoint): number {
  return a.seq - b.seq || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** The furthest feed position a collection's pulls have started from or answered, in this session. */
export interface CheckpointTracker {
  latest: Checkpoint | null;
  see(checkpoint: Checkpoint | null | undefined): void;
}

export function createCheckpointTracker(): CheckpointTracker {
  return {
    latest: null,
    see(checkpoint) {
      if (checkpoint && (this.latest === null || compareCheckpoints(checkpoint, this.latest) > 0)) this.latest = { seq: checkpoint.seq, id: checkpoint.id };
    },
  };
}

/**
 * Pull handler: `GET /api/sync/:collection/pull?seq&id&limit` through the app's api client
 * (bearer token, locale) with the protocol header. Answers are validated with the collection's
 * wire schema (schemas at every boundary). An unchanged feed keeps the previous checkpoint.
 * `tracker` learns every position the pulls reach (for changeEventOf).
 */
export function createPullHandler(api: ApiClient, collection: SyncCollectionName, tracker?: CheckpointTracker) {
  const schema = pullOutputSchema(SYNC_COLLECTIONS[collection].wireSchema);
  return async (checkpoint: Checkpoint | undefined | null, batchSize: number): Promise<PullResult> => {
    tracker?.see(checkpoint);
    const query = checkpoint ? { seq: checkpoint.seq, id: checkpoint.id, limit: batchSize } : { limit: batchSize };
    const answer = await api.get(`/sync/${collection}/pull`, { query, headers: protocolHeaders, background: true, schema });
    tracker?.see(answer.checkpoint);
    return { documents: answer.documents as WireDoc[], checkpoint: answer.checkpoint ?? checkpoint ?? undefined };
  };
}

/**
 * The documents of a `changes` frame (sync/protocol/stream.ts) as an event for RxDB's pull
 * stream, which writes them like pulled documents; null when there is nothing safe to write.
 * Each document must pass the collection's wire schema (else the frame is dropped and the pull
 * that its hint triggers brings them). The event's checkpoint never moves the pull forward: it
 * is the position just before the earliest document, or the furthest the pulls have reached if
 * that is earlier. So the pull that follows the hint reads from there — the frame's documents
 * again (already equal: nothing is written) and anything the socket did not carry — and a
 * frame that arrives after a newer pulled version is corrected by that pull.
 */
export function changeEventOf(collection: SyncCollectionName, documents: readonly unknown[], tracker: CheckpointTracker): PullResult | null {
  if (tracker.latest === null || documents.length === 0) return null;
  const schema = SYNC_COLLECTIONS[collection].wireSchema;
  const valid: WireDoc[] = [];
  for (const document of documents) {
    const parsed = v.safeParse(schema, document);
    if (!parsed.success) return null;
    valid.push(parsed.output as WireDoc);
  }
  const earliest = Math.min(...valid.map((d) => Number(d.serverSeq)));
  const before: Checkpoint = { seq: Math.max(0, earliest - 1), id: '' };
  return { documents: valid, checkpoint: compareCheckpoints(before, tracker.latest) < 0 ? before : tracker.latest };
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
