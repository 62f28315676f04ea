import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../db/open-database';
import { fakeStorage } from '../../../db/test-database';
import type { CrashpadDatabase } from '../../../db/types';
import { saveListing, unsaveListing } from './saved-commands';

let opened: CrashpadDatabase | null = null;
afterEach(async () => {
  await opened?.close();
  opened = null;
});

describe('saved listing commands', () => {
  it('saves {id, listing_id} with the server-owned fields the contract expects, once', async () => {
    opened = await openDatabase('seeker', fakeStorage());
    await saveListing(opened, 'L1', new Date('2026-03-01T10:00:00.000Z'));
    await saveListing(opened, 'L1');
    const docs = (await opened.saved_listings.find().exec()).map((d) => d.toJSON());
    expect(docs).toEqual([
      { id: 'L1', listing_id: 'L1', saved_at: '2026-03-01T10:00:00.000Z', snapshot: null, listing_state: 'current', listing_changed_at: null, serverSeq: 0, updated_at: '' },
    ]);
  });

  it('unsaves by tombstone and can save the same listing again', async () => {
    opened = await openDatabase('seeker', fakeStorage());
    await saveListing(opened, 'L1');
    await unsaveListing(opened, 'L1');
    expect(await opened.saved_listings.count().exec()).toBe(0);
    await saveListing(opened, 'L1');
    expect(await opened.saved_listings.count().exec()).toBe(1);
  });
});
