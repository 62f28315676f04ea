import type { Authenticator } from './http/auth.js';
import type { Clock } from './platform/clock.js';
import type { Config } from './platform/config.js';
import type { FileStore } from './platform/files/file-store.js';
import type { DomainEvents } from './platform/events/domain-events.js';
import type { Mailer } from './platform/mail/mailer.js';
import type { RateLimiter } from './platform/rate-limit/rate-limiter.js';
import type { Store } from './platform/store/types.js';

/** What every module gets: the platform adapters, built once per process (or per test server). */
export interface AppContext {
  config: Config;
  store: Store;
  events: DomainEvents;
  mailer: Mailer;
  clock: Clock;
  /** Counts hits for every rate limit of the app (in memory unless buildApp is given another). */
  rateLimiter: RateLimiter;
}

/** What buildApp is given: the platform, with the rate limiter optional (in memory by default). */
export type AppPlatform = Omit<AppContext, 'rateLimiter'> & Partial<Pick<AppContext, 'rateLimiter'>>;

/** Modules that need the caller resolve it through this, set up by the accounts module. */
export interface AuthedContext extends AppContext {
  authenticator: Authenticator;
  /** Uploaded files (DATA_DIR/files, or memory without a data directory), opened by buildApp. */
  files: FileStore;
}
