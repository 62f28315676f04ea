import type { Context, Next } from 'koa';
import type { SessionClaims } from '@crashpad/sync';
import type { UserDoc } from '../platform/identity/user-doc.js';
import { AppError } from './app-error.js';

/** What an authenticated request knows about its caller. */
export interface AuthState {
  user: UserDoc;
  sessionId: string;
  claims: SessionClaims;
  /** The admin acting through switch-user, if any (DECISIONS #8). */
  actorId: string | null;
}

export interface Authenticator {
  /** Resolves a bearer token to a live session, or null. */
  authenticate(token: string): Promise<AuthState | null>;
}

/** Reads `Authorization: Bearer …` only — never a cookie (DECISIONS #4). */
export function bearerToken(ctx: Context): string | null {
  const header = ctx.get('Authorization');
  const match = /^Bearer ([A-Za-z0-9._-]{10,4096})$/.exec(header);
  return match?.[1] ?? null;
}

export function authMiddleware(auth: Authenticator, options: { optional?: boolean } = {}) {
  return async (ctx: Context, next: Next): Promise<void> => {
    const token = bearerToken(ctx);
    const state = token ? await auth.authenticate(token) : null;
    if (!state && !options.optional) throw new AppError(token ? 'login_expired' : 'unauthorized');
    ctx.state.auth = state;
    await next();
  };
}

export function currentAuth(ctx: Context): AuthState {
  const state = ctx.state.auth as AuthState | null | undefined;
  if (!state) throw new AppError('unauthorized');
  return state;
}

export function requireAdmin(ctx: Context): AuthState {
  const state = currentAuth(ctx);
  // A switched session acts as the user, not as the admin, so it cannot use admin powers.
  if (!state.user.is_admin || state.actorId) throw new AppError('forbidden');
  return state;
}
