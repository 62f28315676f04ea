import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';

/** The name RxDB's databases of this user start with (client/src/db/database-name.ts). */
function databaseNameOf(userId: string): string {
  return `crashpad-u${createHash('sha256').update(`crashpad:${userId}`).digest('hex').slice(0, 32)}`;
}

/**
 * How many IndexedDB databases of this user's local data the page's origin holds; -1 while the
 * page is between documents (a logout or switch-back reloads the app), for expect.poll to ask again.
 */
export function localDatabasesOf(page: Page, userId: string): Promise<number> {
  return page
    .evaluate(async (name) => (await indexedDB.databases()).filter((db) => db.name?.startsWith(`rxdb-dexie-${name}--`)).length, databaseNameOf(userId))
    .catch((error: unknown) => {
      if (error instanceof Error && /context was destroyed|navigat/i.test(error.message)) return -1;
      throw error;
    });
}
