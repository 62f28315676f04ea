import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { DatabaseRegistry } from './database-registry';
import type { CrashpadDatabase } from './types';

const DatabaseContext = createContext<CrashpadDatabase | null>(null);

/** The app's database registry (open/close/remove per user), for logout and switch-back. */
export const DatabaseRegistryContext = createContext<DatabaseRegistry | null>(null);

/**
 * Opens the logged-in user's database (lazily loading RxDB) and provides it; closes it on
 * logout. A change of user (admin switch) closes one database and opens the other, so a screen
 * never sees another account's documents.
 */
export function DatabaseProvider({ registry, userId, children }: { registry: DatabaseRegistry; userId: string | null; children: ReactNode }) {
  const [opened, setOpened] = useState<{ userId: string; db: CrashpadDatabase } | null>(null);

  useEffect(() => {
    if (!userId) {
      void registry.close();
      return;
    }
    let live = true;
    registry.open(userId).then(
      (runtime) => {
        if (live) setOpened({ userId, db: runtime.db });
      },
      // No IndexedDB (some private modes) or a broken store: online screens keep working.
      (error: unknown) => console.error('local database unavailable', error),
    );
    return () => {
      live = false;
    };
  }, [registry, userId]);

  // Derived during render: a database opened for a previous user is never handed out.
  const db = userId !== null && opened?.userId === userId ? opened.db : null;
  return (
    <DatabaseRegistryContext.Provider value={registry}>
      <DatabaseContext.Provider value={db}>{children}</DatabaseContext.Provider>
    </DatabaseRegistryContext.Provider>
  );
}

/** The logged-in user's database; null while RxDB loads and opens, or when logged out. */
export function useDatabase(): CrashpadDatabase | null {
  return useContext(DatabaseContext);
}

/** The registry, or null outside the app (tests of single components). */
export function useDatabaseRegistry(): DatabaseRegistry | null {
  return useContext(DatabaseRegistryContext);
}
