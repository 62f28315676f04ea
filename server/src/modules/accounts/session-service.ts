import { ulid } from 'ulid';
import { LOGIN_TOKEN_MS, SESSION_KEEP_MS, SESSION_SHORT_MS, type LoginInput, type SessionOutput } from '@crashpad/sync';
import { AppError } from '../../http/app-error.js';
import type { AuthState } from '../../http/auth.js';
import { verifyPassword } from '../../platform/passwords/password-hasher.js';
import type { AccountsDeps } from './accounts-deps.js';
import { forbidSwitched } from './guards.js';
import { digestToken, newSecretToken } from './secret-token.js';

const ttlOf = (keep: boolean) => (keep ? SESSION_KEEP_MS : SESSION_SHORT_MS);

export function sessionService(deps: AccountsDeps) {
  const liveSession = async (auth: AuthState) => {
    const session = await deps.sessions.findLive(auth.sessionId, deps.app.clock.now());
    if (!session) throw new AppError('login_expired');
    return session;
  };

  return {
    /**
     * POST /login. Unknown addresses are checked against a dummy hash so both failures take the
     * same time and give the same answer (DECISIONS #7).
     */
    async login(input: LoginInput): Promise<SessionOutput> {
      const user = await deps.users.byEmail(input.email);
      const ok = await verifyPassword(user?.password_hash ?? (await deps.dummyHash()), input.password);
      if (!user || !ok || user.status === 'DEACTIVATED') throw new AppError('invalid_credentials');
      const { session, token } = await deps.issuer.open(user, { keep: input.isKeep, ttlMs: ttlOf(input.isKeep) });
      return deps.issuer.output(user, token, session);
    },

    /** POST /user/login-token: a one-time link token that opens a session on another device. */
    async issueLoginToken(auth: AuthState): Promise<{ token: string; expires_at: number }> {
      forbidSwitched(auth);
      const session = await liveSession(auth);
      const now = deps.app.clock.now();
      const token = newSecretToken();
      const expiresAt = now + LOGIN_TOKEN_MS;
      await deps.accountTokens.insert({
        _id: ulid(now),
        kind: 'login',
        hash: digestToken(token),
        user_id: auth.user._id,
        email: null,
        keep: session.keep,
        created_at: now,
        expires_at: expiresAt,
        used_at: null,
        attempts: 0,
      });
      return { token, expires_at: expiresAt };
    },

    /** POST /login-with-token: single use, 10 minutes (DECISIONS #6). */
    async loginWithToken(token: string): Promise<SessionOutput> {
      const doc = await deps.accountTokens.consume(digestToken(token), 'login', deps.app.clock.now());
      const user = doc && (await deps.users.byId(doc.user_id));
      if (!doc || !user || user.status === 'DEACTIVATED') throw new AppError('token_invalid');
      const { session, token: sessionToken } = await deps.issuer.open(user, { keep: doc.keep, ttlMs: ttlOf(doc.keep) });
      return deps.issuer.output(user, sessionToken, session);
    },

    /**
     * POST /logout: the session record dies, so the token stops working everywhere at once; an
     * admin's logout also ends the sessions it switched into (issue 7 §1.8), sockets included.
     */
    async logout(auth: AuthState): Promise<void> {
      const now = deps.app.clock.now();
      const switched = await deps.sessions.liveSwitchedFrom(auth.sessionId, now);
      for (const ended of [{ _id: auth.sessionId, user_id: auth.user._id }, ...switched]) {
        await deps.sessions.revoke(ended._id, now);
        deps.app.events.emit('session.revoked', { userId: ended.user_id, sessionId: ended._id });
      }
    },

    /** GET /checking-account: the caller's state with the same token. */
    async current(auth: AuthState, token: string): Promise<SessionOutput> {
      return deps.issuer.output(auth.user, token, await liveSession(auth));
    },

    /** POST /user/refresh-token: a new token for the same session with fresh claims (plan, expiry). */
    async refresh(auth: AuthState): Promise<SessionOutput> {
      const session = await liveSession(auth);
      return deps.issuer.output(auth.user, await deps.issuer.sign(auth.user, session), session);
    },
  };
}
