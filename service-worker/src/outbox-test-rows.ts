import type { OutboxWire } from '@crashpad/sync';

/** Test helper: an outbox row as the page queues it (never answered by the server). */
export function queuedWire(id: string, message = `message ${id}`): OutboxWire {
  return {
    id,
    serverSeq: 0,
    updated_at: '',
    created_at: '2026-03-01T10:00:00.000Z',
    state: 'queued',
    error: null,
    kind: 'send_message',
    payload: { to: 'u-bob', message, listing_id: 'l-1' },
    result: null,
    _deleted: false,
  };
}
