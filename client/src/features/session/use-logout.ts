import { useNavigate } from '@tanstack/react-router';
import { useCallback, useContext } from 'react';
import { SessionContext } from './data/session-context';

/** spec 1 §4: logout calls the server, clears the local session, then goes to the home page. */
export function useLogout(): () => Promise<void> {
  const store = useContext(SessionContext);
  const navigate = useNavigate();
  return useCallback(async () => {
    await store?.logout();
    await navigate({ to: '/' });
  }, [store, navigate]);
}
