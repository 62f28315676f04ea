import { afterEach, describe, expect, it, vi } from 'vitest';
import { internalStoreProgress } from './first-sync-progress';
import { openDatabase } from './open-database';
import { fakeStorage } from './test-database';
import type { CrashpadDatabase } from './types';

const record = (seq: number) => ({ checkpoint: { seq, id: `m-${seq}` }, done: false });

let opened: CrashpadDatabase | null = null;
afterEach(async () => {
  await opened?.close();
  opened = null;
});

describe('internalStoreProgress', () => {
  it('keeps one record per collection in the database, readable by a later session', async () => {
    const storage = fakeStorage();
    opened = await openDatabase('progress-user', storage);
    expect(await internalStoreProgress(opened, 'messages').load()).toBeNull();
    await internalStoreProgress(opened, 'messages').save({ checkpoint: { seq: 7, id: 'm-7' }, done: false });
    await internalStoreProgress(opened, 'rentals').save({ checkpoint: null, done: true });
    await opened.close();

    opened = await openDatabase('progress-user', storage);
    expect(await internalStoreProgress(opened, 'messages').load()).toEqual({ checkpoint: { seq: 7, id: 'm-7' }, done: false });
    expect(await internalStoreProgress(opened, 'rentals').load()).toEqual({ checkpoint: null, done: true });
    expect(await internalStoreProgress(opened, 'payment_requests').load()).toBeNull();
  });

  it('coalesces saves made while one is written into one write of the newest record', async () => {
    opened = await openDatabase('progress-user', fakeStorage());
    const progress = internalStoreProgress(opened, 'messages');
    const writes = vi.spyOn(opened.internalStore, 'bulkWrite');
    const first = progress.save(record(1));
    await vi.waitFor(() => expect(writes).toHaveBeenCalledTimes(1));
    // Three saves while the first is written become one write of the last.
    await Promise.all([first, ...[2, 3, 4].map((seq) => progress.save(record(seq)))]);
    expect(writes).toHaveBeenCalledTimes(2);
    expect(await progress.load()).toEqual({ checkpoint: { seq: 4, id: 'm-4' }, done: false });
    await progress.save({ checkpoint: { seq: 5, id: 'm-5' }, done: true });
    expect(await internalStoreProgress(opened, 'messages').load()).toEqual({ checkpoint: { seq: 5, id: 'm-5' }, done: true });
  });

  it('reads a record it does not recognise as none', async () => {
    opened = await openDatabase('progress-user', fakeStorage());
    const progress = internalStoreProgress(opened, 'messages');
    await progress.save({ checkpoint: { seq: 'x' } as never, done: false });
    expect(await progress.load()).toBeNull();
  });
});
