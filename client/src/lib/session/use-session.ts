import { useContext, useSyncExternalStore } from 'react';
import { SessionContext } from './data/session-context';
import type { SessionState, SessionStore } from './data/session-store';

export interface SessionView extends SessionState {
  isLoggedIn: boolean;
  /** True while an admin is switched into another user. */
  isSwitched: boolean;
  store: SessionStore;
}

/**
 * The current session, re-rendering on login, logout, user updates and changes made in other
 * tabs. Actions are on `store` (login, logout, refreshUser, setUser, switchBack, …).
 */
export function useSession(): SessionView {
  const store = useContext(SessionContext);
  if (!store) throw new Error('useSession must be used inside <SessionContext.Provider>');
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot);
  return { ...state, isLoggedIn: state.token !== null, isSwitched: state.admin !== null, store };
}
