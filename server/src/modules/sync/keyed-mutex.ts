import { Mutex } from '../../platform/store/mutex.js';

/**
 * One FIFO mutex per key, dropped when nobody waits on it. Used to run one user's outbox rows
 * one after the other (in order, exactly once within this process).
 */
export class KeyedMutex {
  private readonly locks = new Map<string, { mutex: Mutex; users: number }>();

  async run<T>(key: string, fn: () => Promise<T> | T): Promise<T> {
    let entry = this.locks.get(key);
    if (!entry) {
      entry = { mutex: new Mutex(), users: 0 };
      this.locks.set(key, entry);
    }
    entry.users += 1;
    try {
      return await entry.mutex.run(fn);
    } finally {
      entry.users -= 1;
      if (entry.users === 0) this.locks.delete(key);
    }
  }
}
