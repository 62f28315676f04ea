import { reusedAnswer, type ReusedAnswer } from '../../http/compress-answers.js';
import type { ChangeVersion, Store } from '../../platform/store/types.js';

/** How many search answers are kept (each a page of cards, about 10 kB of JSON). */
export const SEARCH_ANSWERS_KEPT = 2_000;
/** And at most this much JSON in all (compressed copies, about a tenth of it, come on top). */
export const SEARCH_ANSWER_BYTES_KEPT = 32 * 1024 * 1024;

/**
 * Search answers (one page of ranked cards, serialised, with its compressed copies) kept until
 * the listings change. An answer is a pure function of the listings collection and the query
 * (the catalogue is static, nothing depends on the viewer or the clock), so it stays right
 * exactly as long as the collection's change version (Store.changeVersion) stays the same: every
 * write through this process changes it at once, and on MongoDB a write by another instance as
 * soon as the change stream reports it (milliseconds). Without a change version (MongoDB without
 * change streams) nothing is kept and every search is computed.
 */
export class SearchAnswerCache {
  private source: ChangeVersion | null = null;
  /** The change version the kept answers were computed at. */
  private keptAt: number | null = null;
  /** Least recently used first (a hit moves its entry to the end). */
  private readonly answers = new Map<string, ReusedAnswer>();
  private bytes = 0;

  constructor(private readonly limits: { entries: number; bytes: number } = { entries: SEARCH_ANSWERS_KEPT, bytes: SEARCH_ANSWER_BYTES_KEPT }) {}

  /** Starts following the collection's changes; until then (or without support) nothing is kept. */
  async follow(store: Store, collection: string): Promise<void> {
    this.source = (await store.changeVersion?.(collection)) ?? null;
  }

  /** The kept answer for `key`, or the one `compute` makes (kept if the listings did not change meanwhile). */
  async answer(key: string, compute: () => Promise<unknown>): Promise<ReusedAnswer> {
    const before = this.source?.current() ?? null;
    if (before !== null && before === this.keptAt) {
      const kept = this.answers.get(key);
      if (kept) {
        this.answers.delete(key);
        this.answers.set(key, kept);
        return kept;
      }
    }
    const answer = reusedAnswer(await compute());
    // A write while it was computed may or may not be in it: serve it this once, keep nothing.
    if (before !== null && this.source?.current() === before) this.keep(before, key, answer);
    return answer;
  }

  private keep(version: number, key: string, answer: ReusedAnswer): void {
    if (version !== this.keptAt) {
      this.answers.clear();
      this.bytes = 0;
      this.keptAt = version;
    }
    if (answer.json.length > this.limits.bytes) return;
    const old = this.answers.get(key);
    if (old) this.bytes -= old.json.length;
    this.answers.delete(key);
    this.answers.set(key, answer);
    this.bytes += answer.json.length;
    for (const [oldest, value] of this.answers) {
      if (this.answers.size <= this.limits.entries && this.bytes <= this.limits.bytes) break;
      this.answers.delete(oldest);
      this.bytes -= value.json.length;
    }
  }

  /** How many answers are kept (tests). */
  get size(): number {
    return this.answers.size;
  }
}
