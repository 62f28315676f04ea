import { createContext } from 'react';
import type { SessionStore } from './session-store';

/** Provided once by the app; the same store is in the router context as `session`. */
export const SessionContext = createContext<SessionStore | null>(null);
