import { afterEach, describe, expect, it, vi } from 'vitest';
import { confirmLogout } from './logout-guard';
import { openDatabase } from './open-database';
import { queueMessage } from './outbox-commands';
import { fakeStorage } from './test-database';
import type { CrashpadDatabase } from './types';

let opened: CrashpadDatabase | null = null;
afterEach(async () => {
  await opened?.close();
  opened = null;
});

const payload = { to: 'u2', message: 'landing at 6', listing_id: 'l1' };

async function runtimeWith(queued: number, deliverOnSync = false) {
  opened = await openDatabase('guard-user', fakeStorage());
  const db = opened;
  for (let i = 0; i < queued; i++) await queueMessage(db, payload);
  const awaitInSync = vi.fn(async () => {
    if (deliverOnSync) for (const doc of await db.outbox.find().exec()) await doc.incrementalPatch({ state: 'sent' });
    return true;
  });
  return { db, awaitInSync };
}

describe('logout guard', () => {
  it('lets logout go ahead when nothing is queued, without asking', async () => {
    const ask = vi.fn(async () => false);
    expect(await confirmLogout({ runtime: await runtimeWith(0), online: true, ask })).toBe(true);
    expect(await confirmLogout({ runtime: null, online: false, ask })).toBe(true);
    expect(ask).not.toHaveBeenCalled();
  });

  it('asks offline with the number of undelivered messages, and obeys the answer', async () => {
    const runtime = await runtimeWith(2);
    const stay = vi.fn(async () => false);
    expect(await confirmLogout({ runtime, online: false, ask: stay })).toBe(false);
    expect(stay).toHaveBeenCalledWith(2);
    expect(runtime.awaitInSync).not.toHaveBeenCalled();
    expect(await confirmLogout({ runtime, online: false, ask: async () => true })).toBe(true);
  });

  it('online, waits for delivery first and does not ask when everything went out', async () => {
    const runtime = await runtimeWith(1, true);
    const ask = vi.fn(async () => false);
    expect(await confirmLogout({ runtime, online: true, ask })).toBe(true);
    expect(runtime.awaitInSync).toHaveBeenCalled();
    expect(ask).not.toHaveBeenCalled();
  });
});
