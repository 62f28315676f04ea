import { ulid } from 'ulid';
import { roleOfPlan, type SessionClaims, type SessionOutput } from '@crashpad/sync';
import type { Clock } from '../../platform/clock.js';
import type { SessionDoc, SessionsRepo } from './sessions-repo.js';
import type { SessionTokens } from './session-tokens.js';
import { toUser, type UserDoc } from './user-doc.js';

export interface OpenSessionOptions {
  keep: boolean;
  ttlMs: number;
  /** The admin acting through switch-user (DECISIONS #8). */
  actorId?: string;
  parentSessionId?: string;
}

/** spec 1 §3: account_type and expire_at_utc. A switched session is never 'admin'. */
const claimsFor = (user: UserDoc, session: SessionDoc): Omit<SessionClaims, 'exp'> => ({
  sub: user._id,
  sid: session._id,
  account_type: user.is_admin && !session.actor_id ? 'admin' : roleOfPlan(user.user_plan),
  expire_at_utc: user.expire_at,
  ...(session.actor_id ? { act: session.actor_id } : {}),
});

/**
 * Opens server-side sessions and signs their tokens. A token is only a pointer to its session
 * record plus the claims the client reads; the record decides whether it still works.
 */
export function sessionIssuer(deps: { sessions: SessionsRepo; tokens: SessionTokens; clock: Clock }) {
  const sign = (user: UserDoc, session: SessionDoc) => deps.tokens.sign(claimsFor(user, session), session.expires_at);

  return {
    sign,
    async open(user: UserDoc, options: OpenSessionOptions): Promise<{ session: SessionDoc; token: string }> {
      const now = deps.clock.now();
      const session: SessionDoc = {
        _id: ulid(now),
        user_id: user._id,
        created_at: now,
        expires_at: now + options.ttlMs,
        revoked_at: null,
        keep: options.keep,
        actor_id: options.actorId ?? null,
        parent_session_id: options.parentSessionId ?? null,
      };
      await deps.sessions.insert(session);
      return { session, token: await sign(user, session) };
    },
    /** The answer of login, sign-up, login-with-token, checking-account and refresh-token. */
    output(user: UserDoc, token: string, session: SessionDoc): SessionOutput {
      return {
        token,
        user: toUser(user),
        has_auto_payment: user.automatic_payment === 1,
        session_expires_at: session.expires_at,
      };
    },
  };
}
export type SessionIssuer = ReturnType<typeof sessionIssuer>;
