import type { PublicListing, PublicUser } from '@crashpad/sync';
import { useEffect, useState } from 'react';
import { useApi } from '../../../lib/api-client/api-context';
import { ApiError, OfflineError } from '../../../lib/api-client/api-error';
import { useOnlineStatus } from '../../../lib/network/use-online-status';

/** The answers' schemas load with the requests (api-client.ts), not with the precached chat chunk. */
const schemas = () => import('./new-chat-schemas');
const publicUserOutput = () => schemas().then((m) => m.publicUserOutputSchema);
const publicListingOutput = () => schemas().then((m) => m.publicListingOutputSchema);

export type NewChatSubjects =
  | { status: 'loading' }
  | { status: 'ready'; user: PublicUser; listing: PublicListing }
  | { status: 'offline' }
  | { status: 'not_found' }
  | { status: 'error' };

/**
 * The counterpart (GET /user/public/{id}) and the listing (GET /listing/{id}) of a new chat:
 * online calls. Offline the page still lets the user queue a message (the ids are in the address).
 */
export function useNewChatSubjects(userId: string, listingId: string): { subjects: NewChatSubjects; retry: () => void } {
  const api = useApi();
  const [attempt, setAttempt] = useState(0);
  // Coming back online loads what an offline start could not.
  const online = useOnlineStatus();
  const [loaded, setLoaded] = useState<{ key: string; subjects: NewChatSubjects } | null>(null);
  const key = `${userId}\u0000${listingId}\u0000${attempt}\u0000${online}`;

  useEffect(() => {
    const controller = new AbortController();
    const signal = controller.signal;
    Promise.all([
      api.get(`/user/public/${encodeURIComponent(userId)}`, { schema: publicUserOutput, signal, handles: [404] }),
      api.get(`/listing/${encodeURIComponent(listingId)}`, { schema: publicListingOutput, signal, handles: [404] }),
    ]).then(
      ([user, listing]) => setLoaded({ key, subjects: { status: 'ready', user: user.user, listing: listing.data } }),
      (error: unknown) => {
        if (signal.aborted) return;
        const status = error instanceof OfflineError ? 'offline' : error instanceof ApiError && error.status === 404 ? 'not_found' : 'error';
        setLoaded({ key, subjects: { status } });
      },
    );
    return () => controller.abort();
  }, [api, userId, listingId, key]);

  return { subjects: loaded?.key === key ? loaded.subjects : { status: 'loading' }, retry: () => setAttempt((n) => n + 1) };
}
