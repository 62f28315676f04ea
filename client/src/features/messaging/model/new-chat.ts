import type { MessageOutboxRow } from '@crashpad/sync';

/**
 * Where a new chat continues once one of the messages written on it has been delivered: the
 * thread the server filed it under (the outbox row's `result`). Null while none is delivered.
 */
export function deliveredThreadId(rows: readonly MessageOutboxRow[], sentIds: readonly string[]): string | null {
  for (const id of sentIds) {
    const row = rows.find((r) => r.id === id);
    if (row?.state === 'sent' && row.result) return row.result.thread_id;
  }
  return null;
}
