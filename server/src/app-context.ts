import type { Authenticator } from './http/auth.js';
import type { Clock } from './platform/clock.js';
import type { Config } from './platform/config.js';
import type { FileStore } from './platform/files/file-store.js';
import type { DomainEvents } from './platform/events/domain-events.js';
import type { Outbox } from './platform/events/outbox.js';
import type { JobScheduler } from './platform/jobs/job-scheduler.js';
import type { StoreLocks } from './platform/locks/store-locks.js';
import type { Mailer } from './platform/mail/mailer.js';
import type { Store } from './platform/store/types.js';

/** The platform adapters a caller (main, the test server) opens and hands to buildApp. */
export interface PlatformAdapters {
  config: Config;
  store: Store;
  events: DomainEvents;
  mailer: Mailer;
  clock: Clock;
}

/**
 * What every module gets: the platform adapters plus the store-backed background machinery
 * that buildApp builds on them (callers may pass their own, e.g. a test naming the lease owner).
 * `jobs` and `outbox` are only started by main.ts; tests drive them with `tick()` / `drain()`.
 */
export interface AppContext extends PlatformAdapters {
  /** Durable scheduled and one-off jobs with leases (platform/jobs/job-scheduler.ts). */
  jobs: JobScheduler;
  /** Durable outbox for events that must not be lost (platform/events/outbox.ts). */
  outbox: Outbox;
  /** Store-backed locks for exactly-once paths across instances (platform/locks/store-locks.ts). */
  locks: StoreLocks;
}

/** Modules that need the caller resolve it through this, set up by the accounts module. */
export interface AuthedContext extends AppContext {
  authenticator: Authenticator;
  /** Uploaded files (DATA_DIR/files, or memory without a data directory), opened by buildApp. */
  files: FileStore;
}
