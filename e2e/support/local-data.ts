import type { Page } from '@playwright/test';
import { databaseNameFor } from '../../client/src/db/database-name';

/**
 * How many IndexedDB databases of this user's local data the page's origin holds; -1 while the
 * page is between documents (a logout or switch-back reloads the app), for expect.poll to ask again.
 */
export async function localDatabasesOf(page: Page, userId: string): Promise<number> {
  const name = await databaseNameFor(userId);
  return page
    .evaluate(async (prefix) => (await indexedDB.databases()).filter((db) => db.name?.startsWith(prefix)).length, `rxdb-dexie-${name}--`)
    .catch((error: unknown) => {
      if (error instanceof Error && /context was destroyed|navigat/i.test(error.message)) return -1;
      throw error;
    });
}
