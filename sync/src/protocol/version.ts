/**
 * Version of the replication protocol. An installed PWA can be months old: every pull, push and
 * ws handshake carries the version, and a server that no longer speaks it answers
 * `update_required` (426) so the client asks the user to update instead of writing documents
 * in a shape the server no longer understands. Bump it on any incompatible change of a
 * replicated document or of the envelopes below.
 */
export const SYNC_PROTOCOL_VERSION = 1;
/** Request header carrying the client's protocol version on pull and push. */
export const SYNC_PROTOCOL_HEADER = 'X-Sync-Protocol';
