import type { Router } from '@koa/router';
import type { AppContext } from '../../app-context.js';
import { authMiddleware, currentAuth, type Authenticator } from '../../http/auth.js';
import { createAuthenticator } from './authenticator.js';
import { sessionsRepo } from './sessions-repo.js';
import { SessionTokens } from './session-tokens.js';
import { toUser, type UserDoc } from './user-doc.js';

export interface AccountsModule {
  authenticator: Authenticator;
  init(): Promise<void>;
  register(router: Router): void;
}

/** Accounts, sessions and profiles (spec 1 §2–§9 without payments). */
export function createAccountsModule(app: AppContext): AccountsModule {
  const users = app.store.collection<UserDoc>('users');
  const sessions = sessionsRepo(app.store);
  const tokens = new SessionTokens(app.config.jwtSecret);
  const authenticator = createAuthenticator({ tokens, sessions, users, clock: app.clock });

  return {
    authenticator,
    async init() {
      await users.createIndex({ email: 1 }, { unique: true });
      await sessions.init();
    },
    register(router) {
      const auth = authMiddleware(authenticator);
      router.get('/user', auth, (ctx) => {
        ctx.body = { user: toUser(currentAuth(ctx).user) };
      });
    },
  };
}
