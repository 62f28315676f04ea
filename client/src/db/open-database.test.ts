import { describe, expect, it } from 'vitest';
import { databaseNameFor } from './database-name';
import { openDatabase, removeDatabase } from './open-database';
import { queueMessage } from './outbox-commands';
import { fakeStorage } from './test-database';

const databasesOf = async (idb: IDBFactory, userId: string) => {
  const prefix = `rxdb-dexie-${await databaseNameFor(userId)}--`;
  return (await idb.databases()).filter(({ name }) => name?.startsWith(prefix)).map(({ name }) => name);
};

describe('removeDatabase', { timeout: 30_000 }, () => {
  it("deletes the user's IndexedDB databases, not only their documents, and leaves another user's alone", async () => {
    const storage = fakeStorage();
    const idb = storage.indexedDB!;
    for (const userId of ['alice', 'bob']) {
      const db = await openDatabase(userId, storage);
      await queueMessage(db, { to: 'u2', message: `from ${userId}`, listing_id: 'l1' });
      await db.close();
    }
    expect((await databasesOf(idb, 'alice')).length).toBeGreaterThan(1);
    const bobBefore = await databasesOf(idb, 'bob');

    await removeDatabase('alice', storage);

    expect(await databasesOf(idb, 'alice')).toEqual([]);
    expect(await databasesOf(idb, 'bob')).toEqual(bobBefore);
    // The user can log in again on this device: the database is created afresh, empty.
    const again = await openDatabase('alice', storage);
    expect(await again.outbox.count().exec()).toBe(0);
    await again.close();
  });
});
