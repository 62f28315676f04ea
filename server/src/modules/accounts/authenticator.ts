import type { Authenticator, AuthState } from '../../http/auth.js';
import type { Clock } from '../../platform/clock.js';
import type { Collection } from '../../platform/store/types.js';
import type { SessionsRepo } from './sessions-repo.js';
import type { SessionTokens } from './session-tokens.js';
import type { UserDoc } from './user-doc.js';

/** Signature, then the live session record (and its admin's, when switched), then the user: all must hold. */
export function createAuthenticator(deps: {
  tokens: SessionTokens;
  sessions: SessionsRepo;
  users: Collection<UserDoc>;
  clock: Clock;
}): Authenticator {
  return {
    async authenticate(token: string): Promise<AuthState | null> {
      const claims = await deps.tokens.verify(token);
      if (!claims) return null;
      const now = deps.clock.now();
      const session = await deps.sessions.findUsable(claims.sid, now);
      if (!session || session.user_id !== claims.sub) return null;
      const user = await deps.users.findOne({ _id: claims.sub });
      if (!user || user.status === 'DEACTIVATED') return null;
      return { user, sessionId: session._id, claims, actorId: session.actor_id };
    },
  };
}
