import type { Doc, Store } from '../../platform/store/types.js';

/** What a one-time token is for. */
export type AccountTokenKind = 'reset' | 'verify_email' | 'login' | 'deactivation';

/**
 * Tokens that open a session (a login link directly, a reset link by setting a password): a
 * password change or reset ends them together with the sessions (DECISIONS #3, #6).
 */
export const SESSION_GRANTING_TOKENS: readonly AccountTokenKind[] = ['login', 'reset'];

/** A single-use token or code, stored as its SHA-256 digest (DECISIONS #6). */
export type AccountTokenDoc = Doc & {
  kind: AccountTokenKind;
  hash: string;
  user_id: string;
  /** verify_email: the address the link proves (the current one, or a pending new one). */
  email: string | null;
  /** login: whether the session made from it is a keep-me session. */
  keep: boolean;
  created_at: number;
  expires_at: number;
  used_at: number | null;
  /** deactivation: wrong guesses so far; the code dies after a few. */
  attempts: number;
};

const live = (now: number) => ({ used_at: null, expires_at: { $gt: now } });

export function accountTokensRepo(store: Store) {
  const c = store.collection<AccountTokenDoc>('account_tokens');
  return {
    async init() {
      await c.createIndex({ hash: 1 }, { unique: true });
      await c.createIndex({ user_id: 1 });
    },
    insert: (doc: AccountTokenDoc) => c.insertOne(doc),
    /** Removes a user's earlier tokens of a kind, so only the newest link or code works. */
    supersede: (userId: string, kind: AccountTokenKind) => c.deleteMany({ user_id: userId, kind, used_at: null }),
    findLive: (hash: string, kind: AccountTokenKind, now: number) => c.findOne({ hash, kind, ...live(now) }),
    /** Marks the token used and returns it, atomically: of two concurrent uses only one wins. */
    consume: (hash: string, kind: AccountTokenKind, now: number) =>
      c.findOneAndUpdate({ hash, kind, ...live(now) }, { $set: { used_at: now } }, { returnDocument: 'after' }),
    liveOfUser: (userId: string, kind: AccountTokenKind, now: number) =>
      c.findOne({ user_id: userId, kind, ...live(now) }, { sort: { created_at: -1 } }),
    countAttempt: (id: string) => c.updateOne({ _id: id }, { $inc: { attempts: 1 } }),
    invalidate: (id: string, now: number) => c.updateOne({ _id: id, used_at: null }, { $set: { used_at: now } }),
    /**
     * Marks every outstanding token of these kinds used: a password change or reset calls it
     * for the links that open a session, so a link minted with a stolen session dies too.
     */
    invalidateAllOf: (userId: string, kinds: readonly AccountTokenKind[], now: number) =>
      c.updateMany({ user_id: userId, kind: { $in: [...kinds] }, used_at: null }, { $set: { used_at: now } }),
  };
}
export type AccountTokensRepo = ReturnType<typeof accountTokensRepo>;
