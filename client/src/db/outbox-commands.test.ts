import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from './open-database';
import { archiveThread, discardOutboxRow, markThreadRead, queueMessage, retryOutboxRow } from './outbox-commands';
import { fakeStorage } from './test-database';
import type { CrashpadDatabase } from './types';

let opened: CrashpadDatabase | null = null;
afterEach(async () => {
  await opened?.close();
  opened = null;
});

const open = async () => {
  opened = await openDatabase('user-1', fakeStorage());
  return opened;
};

const thread = (over: Record<string, unknown> = {}) => ({
  id: 'th1', serverSeq: 3, updated_at: '2026-01-01T00:00:00.000Z', user_id: 'u2', first_name: 'Ana', last_name: 'B',
  display_name: 'Ana B.', photo: null, counterpart_is_seeker: true, is_invited: false, listing_id: 'l1', listing_title: 'Pad',
  message: 'hi', from_user: 'u2', date_last_updated: '2026-01-01T00:00:00.000Z', message_count: 1, thread_is_read: false, archived: false,
  ...over,
});

describe('outbox commands', () => {
  it('queues a message as a queued row with a fresh uuid id', async () => {
    const db = await open();
    const a = await queueMessage(db, { to: 'u2', message: 'Is the room free?', listing_id: 'l1' });
    const b = await queueMessage(db, { to: 'u2', message: 'And parking?', listing_id: 'l1' });
    expect(a).toMatchObject({ state: 'queued', kind: 'send_message', error: null, result: null, serverSeq: 0, payload: { to: 'u2', message: 'Is the room free?', listing_id: 'l1' } });
    expect(a.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.id).not.toBe(b.id);
    expect(await db.outbox.count({ selector: { state: 'queued' } }).exec()).toBe(2);
  });

  it('answers the stored row when the outbox pull wrote the server copy of an eagerly pushed row first', async () => {
    const db = await open();
    const id = '7f7a1c36-0f51-4c52-9a65-3c0c2d6a1e11';
    const uuid = vi.spyOn(crypto, 'randomUUID').mockReturnValue(id);
    try {
      await db.outbox.insert({
        id, serverSeq: 9, updated_at: '2026-01-01T00:00:00.000Z', created_at: '2026-01-01T00:00:00.000Z', state: 'sent', error: null,
        kind: 'send_message', payload: { to: 'u2', message: 'hi', listing_id: 'l1' }, result: { thread_id: 'th1', message_id: id },
      });
      const row = await queueMessage(db, { to: 'u2', message: 'hi', listing_id: 'l1' });
      expect(row).toMatchObject({ id, state: 'sent', serverSeq: 9 });
      expect(await db.outbox.count().exec()).toBe(1);
    } finally {
      uuid.mockRestore();
    }
  });

  it('refuses a payload the server would refuse', async () => {
    const db = await open();
    await expect(queueMessage(db, { to: 'u2', message: 'x'.repeat(5001), listing_id: 'l1' })).rejects.toThrow();
    expect(await db.outbox.count().exec()).toBe(0);
  });

  it('re-queues failed rows only and discards queued or failed rows, never sent ones', async () => {
    const db = await open();
    const row = await queueMessage(db, { to: 'u2', message: 'hi', listing_id: 'l1' });
    expect(await retryOutboxRow(db, row.id)).toBe(false);
    await db.outbox.findOne(row.id).patch({ state: 'failed', error: { code: 'forbidden', message: 'no' } });
    expect(await retryOutboxRow(db, row.id)).toBe(true);
    expect((await db.outbox.findOne(row.id).exec())?.state).toBe('queued');
    expect(await discardOutboxRow(db, row.id)).toBe(true);
    expect(await db.outbox.findOne(row.id).exec()).toBeNull();

    const sent = await queueMessage(db, { to: 'u2', message: 'hi', listing_id: 'l1' });
    await db.outbox.findOne(sent.id).patch({ state: 'sent', result: { thread_id: 'th1', message_id: sent.id } });
    expect(await discardOutboxRow(db, sent.id)).toBe(false);
    expect(await db.outbox.findOne(sent.id).exec()).not.toBeNull();
  });

  it('marks a thread read and archives it, each only once', async () => {
    const db = await open();
    await db.threads.insert(thread());
    expect(await markThreadRead(db, 'th1')).toBe(true);
    expect(await markThreadRead(db, 'th1')).toBe(false);
    expect(await archiveThread(db, 'th1')).toBe(true);
    expect(await archiveThread(db, 'th1')).toBe(false);
    expect((await db.threads.findOne('th1').exec())?.toJSON()).toMatchObject({ thread_is_read: true, archived: true });
    expect(await markThreadRead(db, 'missing')).toBe(false);
  });
});
