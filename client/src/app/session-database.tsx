import type { ReactNode } from 'react';
import { DatabaseProvider } from '../db/database-context';
import type { DatabaseRegistry } from '../db/database-registry';
import { useSession } from '../lib/session/use-session';

/** Mounts the local database of whoever is logged in (none for visitors). */
export function SessionDatabase({ registry, children }: { registry: DatabaseRegistry; children: ReactNode }) {
  const { user, token } = useSession();
  return (
    <DatabaseProvider registry={registry} userId={token !== null ? (user?.id ?? null) : null}>
      {children}
    </DatabaseProvider>
  );
}
