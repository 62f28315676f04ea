import { SYNC_COLLECTION_NAMES, type InviteOutboxRow, type MessageOutboxRow } from '@crashpad/sync';
import { createRxDatabase } from 'rxdb/plugins/core';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { wrappedValidateZSchemaStorage } from 'rxdb/plugins/validate-z-schema';
import { describe, expect, it } from 'vitest';
import { rxSchemaOf } from './collection-schemas';
import { databaseNameFor } from './database-name';
import { openDatabase } from './open-database';
import { fakeStorage } from './test-database';

const row = { serverSeq: 0, updated_at: '', created_at: '2026-03-01T10:00:00.000Z', state: 'queued' as const, error: null, result: null };
/** Rows a device at outbox schema version 1 may still hold, not delivered yet. */
const message: MessageOutboxRow = { ...row, id: 'm1', kind: 'send_message', payload: { to: 'U2', message: 'Landing at 6', listing_id: 'L1' } };
const invite: InviteOutboxRow = {
  ...row,
  id: 'i1',
  kind: 'invite_tenant',
  payload: { tenant_email: 'tina@example.com', location_id: 'L1', room_id: 'R1', bed_id: 'B1', rental_amount: '650', start_date: '2026-12-01', start_time: '14:00' },
};

describe('outbox schema version 2 on a device that has version 1', () => {
  it('opens, keeps the queued rows as they are and takes the invitation edit kinds', async () => {
    const storage = fakeStorage();
    const name = await databaseNameFor('lister');
    const old = await createRxDatabase({ name, storage: wrappedValidateZSchemaStorage({ storage: getRxStorageDexie({ indexedDB: storage.indexedDB!, IDBKeyRange: storage.IDBKeyRange! }) }), multiInstance: false });
    await old.addCollections(Object.fromEntries(SYNC_COLLECTION_NAMES.map((n) => [n, { schema: n === 'outbox' ? { ...rxSchemaOf(n), version: 1 } : rxSchemaOf(n) }])) as never);
    await old.outbox!.bulkInsert([message, invite]);
    await old.close();

    const db = await openDatabase('lister', storage);
    try {
      expect((await db.outbox.findOne('m1').exec())?.toJSON()).toEqual(message);
      expect((await db.outbox.findOne('i1').exec())?.toJSON()).toEqual(invite);
      await db.outbox.insert({ ...row, id: 'u1', kind: 'update_invite', payload: { rental_id: 'R9', ...invite.payload } });
      await db.outbox.insert({ ...row, id: 'c1', kind: 'cancel_invite', payload: { rental_id: 'R9' } });
      expect(await db.outbox.count({ selector: { state: 'queued' } }).exec()).toBe(4);
    } finally {
      await db.close();
    }
  });
});
