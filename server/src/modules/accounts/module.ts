import type { Router } from '@koa/router';
import type { AppContext } from '../../app-context.js';
import { authMiddleware, type Authenticator } from '../../http/auth.js';
import type { FileStore } from '../../platform/files/file-store.js';
import { createDummyHash } from '../../platform/passwords/password-hasher.js';
import { accountTokensRepo } from './account-tokens-repo.js';
import type { AccountsDeps } from './accounts-deps.js';
import { signupService } from './signup-service.js';
import { addressLimits, type AddressLimits } from './address-limits.js';
import { registerAccountWork } from './account-work.js';
import { AuthLookupCache } from './auth-lookup-cache.js';
import { createAuthenticator } from './authenticator.js';
import { registerDeactivationRoutes } from './deactivation-routes.js';
import { registerEmailRoutes } from './email-routes.js';
import { registerAccessEndedMail } from './mail/access-ended-mail.js';
import { registerAccountMailListeners } from './mail/account-mail-listeners.js';
import { registerPasswordRoutes } from './password-routes.js';
import { registerProfileRoutes } from './profile-routes.js';
import { seekerAccessEndJob } from './seeker-access-job.js';
import type { AccountsRouteKit } from './route-kit.js';
import { sessionIssuer, type SessionIssuer } from './session-issuer.js';
import { registerSessionRoutes } from './session-routes.js';
import { SessionTokens } from './session-tokens.js';
import { sessionsRepo, type SessionsRepo } from './sessions-repo.js';
import { usersRepo, type UsersRepo } from './users-repo.js';

export interface AccountsModule {
  authenticator: Authenticator;
  /** For modules that open sessions for a user (admin switch-user). */
  issuer: SessionIssuer;
  sessions: SessionsRepo;
  users: UsersRepo;
  /** Sign-up, for the rentals module's account creation inside an invitation (POST /rental/register). */
  signup: ReturnType<typeof signupService>;
  init(): Promise<void>;
  register(router: Router): void;
}

/** Accounts, sessions and profiles (spec 1 §2–§9 without payments). */
export function createAccountsModule(app: AppContext, files: FileStore): AccountsModule {
  const users = usersRepo(app.store);
  const sessions = sessionsRepo(app.store);
  const accountTokens = accountTokensRepo(app.store);
  const tokens = new SessionTokens(app.config.jwtSecret);
  const issuer = sessionIssuer({ sessions, tokens, clock: app.clock });
  const authLookups = new AuthLookupCache();
  const authenticator = createAuthenticator({ tokens, sessions, users: users.collection, clock: app.clock, cache: authLookups });
  let dummy: Promise<string> | null = null;
  const deps: AccountsDeps = {
    app,
    users,
    sessions,
    accountTokens,
    issuer,
    files,
    dummyHash: () => (dummy ??= createDummyHash()),
    // Filled in below: the limits read the deps' app context.
    addressLimits: null as unknown as AddressLimits,
  };
  deps.addressLimits = addressLimits(deps);

  return {
    signup: signupService(deps),
    authenticator,
    issuer,
    sessions,
    users,
    async init() {
      await users.init();
      await sessions.init();
      await accountTokens.init();
      await authLookups.follow(app.store);
      await deps.dummyHash();
      registerAccountMailListeners(app, users);
      registerAccountWork(deps);
      // Seeker access ends six months after payment: job + notice through the durable outbox.
      await users.collection.createIndex({ user_plan: 1, status: 1, expire_at: 1 });
      app.jobs.register(seekerAccessEndJob({ app, users }));
      registerAccessEndedMail(app, users);
    },
    register(router) {
      const kit: AccountsRouteKit = {
        deps,
        auth: authMiddleware(authenticator),
        optionalAuth: authMiddleware(authenticator, { optional: true }),
        now: () => app.clock.now(),
      };
      registerSessionRoutes(router, kit);
      registerPasswordRoutes(router, kit);
      registerEmailRoutes(router, kit);
      registerDeactivationRoutes(router, kit);
      // Last: GET /user/:id passes non-id segments on to later routes.
      registerProfileRoutes(router, kit);
    },
  };
}
