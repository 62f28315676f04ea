import { useEffect, useSyncExternalStore } from 'react';

type MemberChrome = typeof import('./member-chrome');

let loaded: MemberChrome | null = null;
let loading: Promise<MemberChrome> | null = null;
const listeners = new Set<() => void>();

/**
 * Loads the logged-in user's parts of the shell (app/member-chrome.tsx) once. The start awaits it
 * when a session is stored (app/boot.tsx), so a member's first render has them; the service worker
 * precaches the chunk, so it loads offline too. A failed load is tried again on the next call.
 */
export function loadMemberChrome(): Promise<MemberChrome> {
  loading ??= import('./member-chrome').then(
    (chrome) => {
      loaded = chrome;
      for (const listener of listeners) listener();
      return chrome;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/**
 * The member chrome once loaded, for a logged-in user (`member`); null for a visitor, and while
 * it loads (after a login: the header shows its links without badges and menu for that moment).
 */
export function useMemberChrome(member: boolean): MemberChrome | null {
  const chrome = useSyncExternalStore(subscribe, () => loaded);
  useEffect(() => {
    if (member) loadMemberChrome().catch((error: unknown) => console.error('the signed-in header failed to load', error));
  }, [member]);
  return member ? chrome : null;
}
