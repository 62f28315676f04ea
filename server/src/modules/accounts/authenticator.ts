import type { Authenticator, AuthState } from '../../http/auth.js';
import type { Clock } from '../../platform/clock.js';
import type { Collection } from '../../platform/store/types.js';
import type { AuthLookup, AuthLookupCache } from './auth-lookup-cache.js';
import type { SessionDoc, SessionsRepo } from './sessions-repo.js';
import type { SessionTokens } from './session-tokens.js';
import type { UserDoc } from './user-doc.js';

/** What SessionsRepo.findLive asks of the store: not revoked (null or unset), not expired. */
const isLive = (session: SessionDoc, now: number) => (session.revoked_at ?? null) === null && session.expires_at > now;

/**
 * Signature, then the live session record (and its admin's, when switched), then the user: all
 * must hold. The documents come from the store, or from `cache` while neither collection changed
 * (AuthLookupCache); the checks run on every request either way.
 */
export function createAuthenticator(deps: {
  tokens: SessionTokens;
  sessions: SessionsRepo;
  users: Collection<UserDoc>;
  clock: Clock;
  cache: AuthLookupCache;
}): Authenticator {
  /** Reads a session's documents from the store (null when the session or its admin's is not live). */
  async function read(sessionId: string, now: number): Promise<AuthLookup | null> {
    const mark = deps.cache.mark();
    const session = await deps.sessions.findLive(sessionId, now);
    if (!session) return null;
    const parent = session.parent_session_id ? await deps.sessions.findLive(session.parent_session_id, now) : null;
    if (session.parent_session_id && !parent) return null;
    const user = await deps.users.findOne({ _id: session.user_id });
    if (!user) return null;
    const lookup = { session, parent, user };
    deps.cache.keep(sessionId, lookup, mark);
    return lookup;
  }

  return {
    async authenticate(token: string): Promise<AuthState | null> {
      const claims = await deps.tokens.verify(token);
      if (!claims) return null;
      const now = deps.clock.now();
      const lookup = deps.cache.get(claims.sid) ?? (await read(claims.sid, now));
      if (!lookup) return null;
      const { session, parent, user } = lookup;
      // A switched session acts only while the admin session it came from is live too (SessionsRepo.findUsable).
      if (!isLive(session, now) || (parent !== null && !isLive(parent, now))) return null;
      if (session.user_id !== claims.sub || user.status === 'DEACTIVATED') return null;
      return { user, sessionId: session._id, claims, actorId: session.actor_id };
    },
  };
}
