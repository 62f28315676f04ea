import * as v from 'valibot';
import { checkpointSchema } from './checkpoint.js';
import { SYNC_COLLECTION_NAMES } from '../collections/names.js';

/** Path of the realtime socket. Browsers cannot set headers on a WebSocket, so it authenticates with its first message. */
export const SYNC_WS_PATH = '/api/ws';
/** Largest frame a client may send on the socket (the server sets ws `maxPayload` to it). */
export const WS_MAX_PAYLOAD_BYTES = 4096;
/** The server pings this often and drops a socket that did not answer the previous ping. */
export const WS_HEARTBEAT_MS = 25_000;
/** A socket that has not authenticated within this time is closed. */
export const WS_AUTH_TIMEOUT_MS = 5_000;

/**
 * Client → server frames. `auth` must come first (bearer session token, protocol version);
 * `viewing` tells the server which thread the user has open in a visible tab (null when none),
 * so a push notification is not sent for a thread the user is reading.
 */
export const wsClientFrameSchema = v.variant('type', [
  v.strictObject({ type: v.literal('auth'), token: v.pipe(v.string(), v.maxLength(2048)), protocol: v.number() }),
  v.strictObject({ type: v.literal('viewing'), thread_id: v.nullable(v.pipe(v.string(), v.maxLength(64))) }),
]);
export type WsClientFrame = v.InferOutput<typeof wsClientFrameSchema>;

/** Most documents one `changes` frame carries (a write touches one document per user). */
export const WS_CHANGES_MAX_DOCUMENTS = 50;

/**
 * Server → client frames. `hint` says a collection has changes for this user at or before
 * `checkpoint`; the client pulls (it never trusts the hint's content). `changes` comes right
 * before the `hint` of a write and carries the written documents as a pull would answer them
 * (wire form, validated by the client with the collection's wire schema), so the client can show
 * them without waiting for the pull; it still pulls on the hint, which stays the only thing
 * that moves its checkpoint forward. Clients older than `changes` ignore it (a frame they do
 * not understand) and pull on the hint as before. `error` precedes a close: `update_required`
 * for an old protocol, `unauthorized` for a bad or revoked token.
 */
export const wsServerFrameSchema = v.variant('type', [
  v.strictObject({ type: v.literal('ready') }),
  v.strictObject({ type: v.literal('hint'), collection: v.picklist(SYNC_COLLECTION_NAMES), checkpoint: checkpointSchema }),
  v.strictObject({
    type: v.literal('changes'),
    collection: v.picklist(SYNC_COLLECTION_NAMES),
    checkpoint: checkpointSchema,
    documents: v.pipe(v.array(v.looseObject({ id: v.string(), serverSeq: v.number() })), v.minLength(1), v.maxLength(WS_CHANGES_MAX_DOCUMENTS)),
  }),
  v.strictObject({ type: v.literal('error'), code: v.picklist(['update_required', 'unauthorized', 'invalid_frame']) }),
]);
export type WsServerFrame = v.InferOutput<typeof wsServerFrameSchema>;
