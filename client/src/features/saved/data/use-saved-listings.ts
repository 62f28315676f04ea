import type { SavedListing } from '@crashpad/sync';
import { useEffect } from 'react';
import { useLiveQuery } from '../../../db/use-live-query';
import { cacheImages } from './image-cache';

/**
 * The user's saved listings, newest first, read from the local database only (so /saved works
 * in airplane mode). Photos of snapshots that arrive from the server are cached as they come.
 */
export function useSavedListings(): { saved: SavedListing[]; loading: boolean } {
  const { docs, loading } = useLiveQuery<SavedListing>((db) => db.saved_listings.find({ sort: [{ saved_at: 'desc' }, { id: 'desc' }] }), []);
  const photos = docs.flatMap((doc) => (doc.snapshot ? [doc.snapshot.thumbnail, ...doc.snapshot.images] : []));
  const photoKey = photos.join('\n');
  useEffect(() => {
    if (photoKey) void cacheImages(photoKey.split('\n'));
  }, [photoKey]);
  return { saved: docs, loading };
}
