import { useCallback } from 'react';
import { useDatabase } from '../../../db/database-context';
import { unsaveListing } from './saved-commands';

/** Unsave from the saved list (local first; replicates when online). */
export function useUnsave(): ((listingId: string) => Promise<void>) | null {
  const db = useDatabase();
  const unsave = useCallback((listingId: string) => (db ? unsaveListing(db, listingId) : Promise.resolve()), [db]);
  return db ? unsave : null;
}
