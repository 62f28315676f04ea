import type { AppContext } from '../../app-context.js';
import type { FileStore } from '../../platform/files/file-store.js';
import type { AccountTokensRepo } from './account-tokens-repo.js';
import type { AddressLimits } from './address-limits.js';
import type { SessionIssuer } from './session-issuer.js';
import type { SessionsRepo } from './sessions-repo.js';
import type { UsersRepo } from './users-repo.js';

/** What the accounts services share: the platform plus this module's repos. */
export interface AccountsDeps {
  app: AppContext;
  users: UsersRepo;
  sessions: SessionsRepo;
  accountTokens: AccountTokensRepo;
  issuer: SessionIssuer;
  /** Per-target-address limits on account mail and address lookups. */
  addressLimits: AddressLimits;
  files: FileStore;
  /** Hash that unknown-user logins are verified against (same cost as a real check). */
  dummyHash: () => Promise<string>;
}

export { isoNow } from '../../platform/clock.js';
