import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../../db/open-database';
import { fakeStorage } from '../../../db/test-database';
import { setActiveRealtimeClient } from '../../../db/active-realtime';
import type { RealtimeChange, RealtimeClient } from '../../../db/realtime-client';
import type { CrashpadDatabase } from '../../../db/types';
import type { Message, MessageOutboxRow } from '@crashpad/sync';
import { message, outboxRow } from '../model/test-docs';
import { useThreadMessages, useUnpulledSends } from './use-conversation';

const current = vi.hoisted(() => ({ db: null as unknown }));
vi.mock('../../../db/database-context', () => ({ useDatabase: () => current.db }));

afterEach(async () => {
  await (current.db as CrashpadDatabase | null)?.close();
  current.db = null;
});

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString();

async function seeded() {
  const db = await openDatabase('user-1', fakeStorage());
  await db.messages.bulkInsert([1, 2, 3, 4, 5].map((n) => message({ id: `m${n}`, thread_id: 'a', created: at(n), message: `#${n}` })) as never);
  await db.messages.bulkInsert([message({ id: 'x1', thread_id: 'b', created: at(9) })] as never);
  current.db = db;
  return db;
}

const ids = (messages: { id: string }[]) => messages.map((m) => m.id);
const wire = (over: Partial<Message>) => ({ ...message(over), _deleted: false });
const noop = () => undefined;

describe('useThreadMessages', () => {
  it('gives the newest `limit` messages of the thread, oldest first, and follows new ones live', async () => {
    const db = await seeded();
    const { result } = renderHook(() => useThreadMessages('a', 3));
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(ids(result.current.messages)).toEqual(['m3', 'm4', 'm5']));
    expect(result.current.loading).toBe(false);

    await db.messages.insert(message({ id: 'm6', thread_id: 'a', created: at(6) }) as never);
    await waitFor(() => expect(ids(result.current.messages)).toEqual(['m4', 'm5', 'm6']));
    await (await db.messages.findOne('m6').exec())!.remove();
    await waitFor(() => expect(ids(result.current.messages)).toEqual(['m3', 'm4', 'm5']));
  });

  it('reads again for a larger page (See more) and for another thread', async () => {
    await seeded();
    const { result, rerender } = renderHook(({ id, limit }) => useThreadMessages(id, limit), { initialProps: { id: 'a' as string | null, limit: 2 } });
    await waitFor(() => expect(ids(result.current.messages)).toEqual(['m4', 'm5']));
    rerender({ id: 'a', limit: 4 });
    await waitFor(() => expect(ids(result.current.messages)).toEqual(['m2', 'm3', 'm4', 'm5']));
    rerender({ id: 'b', limit: 4 });
    await waitFor(() => expect(ids(result.current.messages)).toEqual(['x1']));
    rerender({ id: null, limit: 4 });
    expect(result.current).toEqual({ messages: [], loading: false });
  });

  it('shows a message a changes frame announces at once, before replication writes it; never changes or removes a shown one', async () => {
    await seeded();
    let emit: (change: RealtimeChange) => void = noop;
    const client = { state: 'open', onResync: () => () => undefined, onChanges: (l: (c: RealtimeChange) => void) => ((emit = l), () => undefined), setViewing: () => undefined, close: () => undefined };
    setActiveRealtimeClient(client as unknown as RealtimeClient);
    try {
      const { result } = renderHook(() => useThreadMessages('a', 3));
      await waitFor(() => expect(ids(result.current.messages)).toEqual(['m3', 'm4', 'm5']));
      // Another thread, an invalid document, an edit and a removal of a shown one: nothing changes.
      act(() => emit({ collection: 'messages', documents: [wire({ id: 'x2', thread_id: 'b', created: at(10) })] }));
      act(() => emit({ collection: 'messages', documents: [wire({ id: 'm7', thread_id: 'a', created: at(7) }), { id: 'bad' }] }));
      act(() => emit({ collection: 'messages', documents: [wire({ id: 'm5', thread_id: 'a', created: at(5), message: 'edited' })] }));
      act(() => emit({ collection: 'messages', documents: [{ ...wire({ id: 'm4', thread_id: 'a', created: at(4) }), _deleted: true }] }));
      expect(ids(result.current.messages)).toEqual(['m3', 'm4', 'm5']);
      expect(result.current.messages.at(-1)?.message).toBe('#5');
      // A new message of this thread shows without any local write.
      act(() => emit({ collection: 'messages', documents: [wire({ id: 'm6', thread_id: 'a', created: at(6), message: '#6' })] }));
      expect(ids(result.current.messages)).toEqual(['m4', 'm5', 'm6']);
      // Rendered within the frame's own event, not in a render scheduled for later.
      const reactActEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
      try {
        emit({ collection: 'messages', documents: [wire({ id: 'm7', thread_id: 'a', created: at(7), message: '#7' })] });
        expect(ids(result.current.messages)).toEqual(['m5', 'm6', 'm7']);
      } finally {
        (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = reactActEnvironment;
      }
    } finally {
      setActiveRealtimeClient(null);
    }
  });
});

const sent = (id: string) => outboxRow({ id, state: 'sent', result: { thread_id: 'a', message_id: id } });

describe('useUnpulledSends', () => {
  it('leaves out sent rows whose message is in the database, outside any window too, and follows messages replication writes later', async () => {
    const db = await seeded();
    const rows: MessageOutboxRow[] = [sent('m1'), sent('m5'), sent('m7'), outboxRow({ id: 'q1' })];
    const { result, rerender } = renderHook(({ rows: given }) => useUnpulledSends(given, 'lister1'), { initialProps: { rows } });
    // Before the lookup has answered no sent row shows; then only m7 (its message is not here yet).
    expect(ids(result.current)).toEqual(['q1']);
    await waitFor(() => expect(ids(result.current)).toEqual(['m7', 'q1']));

    await db.messages.insert(message({ id: 'm7', thread_id: 'a', created: at(7) }) as never);
    await waitFor(() => expect(ids(result.current)).toEqual(['q1']));

    // A row that turns sent shows from then on until its message is found.
    const next = [...rows.slice(0, 3), sent('q1')];
    rerender({ rows: next });
    expect(ids(result.current)).toEqual(['q1']);
    await db.messages.insert(message({ id: 'q1', thread_id: 'a', created: at(8) }) as never);
    await waitFor(() => expect(result.current).toEqual([]));
  });
});
