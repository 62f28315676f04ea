import type { Thread } from '@crashpad/sync';
import { useEffect } from 'react';

/**
 * spec 3 §4: an unread thread becomes read on opening. While the chat stays open and visible, a
 * message that arrives (the server marks the thread unread) is read too; a hidden tab waits.
 */
export function useMarkReadWhileOpen(thread: Pick<Thread, 'id' | 'thread_is_read'> | null, markRead: (id: string) => Promise<boolean>, ready: boolean) {
  const id = thread?.id ?? null;
  const unread = thread !== null && !thread.thread_is_read;
  useEffect(() => {
    if (!id || !unread || !ready) return;
    const mark = () => {
      // A failed local write is retried by the next change or visit; nothing to tell the user.
      if (document.visibilityState === 'visible') void markRead(id).catch(() => false);
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [id, unread, ready, markRead]);
}
