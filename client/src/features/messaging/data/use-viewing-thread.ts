import { useEffect } from 'react';
import { setViewingThread } from '../../../db/active-realtime';

/**
 * Tells the server which thread this tab shows while it is visible, so it skips the web push for
 * messages the user is reading (issue 4 "Web push"). Hidden tab or leaving the chat: none.
 */
export function useViewingThread(threadId: string | null): void {
  useEffect(() => {
    if (!threadId) return;
    const update = () => setViewingThread(document.visibilityState === 'visible' ? threadId : null);
    update();
    document.addEventListener('visibilitychange', update);
    return () => {
      document.removeEventListener('visibilitychange', update);
      setViewingThread(null);
    };
  }, [threadId]);
}
