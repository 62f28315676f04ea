import type { DatabaseRuntime, RuntimeDeps } from './database-runtime';
import type { StorageOptions } from './open-database';
import { warmOfflineCache } from '../lib/pwa/warm-offline-cache';

type LoadRuntime = () => Promise<typeof import('./database-runtime')>;

export interface DatabaseRegistry {
  /** Opens the user's database (closing another user's first); the same user shares one runtime. */
  open(userId: string): Promise<DatabaseRuntime>;
  /** The open runtime of this user, if any (waits while it opens). */
  current(userId: string): Promise<DatabaseRuntime | null>;
  /** Closes the open database; local data stays. */
  close(): Promise<void>;
  /** Closes (when open) and deletes one user's local database. */
  remove(userId: string): Promise<void>;
  /**
   * Loads the runtime's code (RxDB) without opening anything, so that a login about to happen
   * opens its database without first waiting for that download and evaluation. A failure is
   * silent here; the next open or remove loads again.
   */
  prepare(): void;
}

/**
 * Owns "which user's database is open in this tab". Opens, closes and removals run one after
 * another, because RxDB cannot open a database whose previous instance is still closing, and
 * removing must never race an open. The runtime (RxDB) is imported on first use only.
 */
export function createDatabaseRegistry(deps: Omit<RuntimeDeps, 'storage'> & { storage?: StorageOptions; load?: LoadRuntime }): DatabaseRegistry {
  // Once RxDB has loaded, the worker keeps its chunk so the local database also opens offline.
  const importRuntime: LoadRuntime = deps.load ?? (() => import('./database-runtime').then((runtime) => (warmOfflineCache(), runtime)));
  // Loaded once per page; a failed load (offline, chunk never cached) is tried again next time.
  let loaded: ReturnType<LoadRuntime> | null = null;
  const load: LoadRuntime = () => {
    loaded ??= importRuntime().catch((error: unknown) => {
      loaded = null;
      throw error;
    });
    return loaded;
  };
  let queue: Promise<unknown> = Promise.resolve();
  let active: { userId: string; runtime: Promise<DatabaseRuntime> } | null = null;

  // Runs `task` after everything queued before it, whatever their outcome.
  const serial = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  };

  const closeActive = async () => {
    const previous = active;
    active = null;
    if (!previous) return;
    const runtime = await previous.runtime.catch(() => null);
    await runtime?.close();
  };

  return {
    open(userId) {
      if (active?.userId === userId) return active.runtime;
      const previous = active;
      const runtime = serial(async () => {
        // Another user's database closes before this one opens (two accounts never share a tab's db).
        if (previous) await (await previous.runtime.catch(() => null))?.close();
        const { startDatabaseRuntime } = await load();
        return startDatabaseRuntime(userId, deps);
      });
      active = { userId, runtime };
      runtime.catch(() => {
        if (active?.runtime === runtime) active = null;
      });
      return runtime;
    },
    async current(userId) {
      if (active?.userId !== userId) return null;
      return active.runtime.catch(() => null);
    },
    close() {
      return serial(closeActive);
    },
    remove(userId) {
      return serial(async () => {
        if (active?.userId === userId) {
          const runtime = await active.runtime.catch(() => null);
          active = null;
          if (runtime) return runtime.remove();
        }
        const { removeDatabase } = await load();
        await removeDatabase(userId, deps.storage);
      });
    },
    prepare() {
      load().catch(() => undefined);
    },
  };
}
