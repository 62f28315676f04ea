import type { Doc, Store } from '../../platform/store/types.js';

/** A server-side session record: every token names one, and revoking it ends the token. */
export type SessionDoc = Doc & {
  user_id: string;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
  keep: boolean;
  /** Admin who switched into the user (DECISIONS #8). */
  actor_id: string | null;
  /** The admin's own session, to return to after switching back. */
  parent_session_id: string | null;
};

export function sessionsRepo(store: Store) {
  const c = store.collection<SessionDoc>('sessions');
  const findLive = (id: string, now: number) => c.findOne({ _id: id, revoked_at: null, expires_at: { $gt: now } });
  return {
    async init() {
      await c.createIndex({ user_id: 1 });
      await c.createIndex({ parent_session_id: 1 });
    },
    insert: (doc: SessionDoc) => c.insertOne(doc),
    findLive,
    /**
     * A live session that may still act: a switched session only while the admin session it came
     * from is live too (logout, password change or revocation of the admin's session end it).
     */
    async findUsable(id: string, now: number): Promise<SessionDoc | null> {
      const session = await findLive(id, now);
      if (session?.parent_session_id && !(await findLive(session.parent_session_id, now))) return null;
      return session;
    },
    revoke: (id: string, now: number) => c.updateOne({ _id: id, revoked_at: null }, { $set: { revoked_at: now } }),
    /** Live sessions an admin opened from this one by switching into users (DECISIONS #8). */
    liveSwitchedFrom: (parentId: string, now: number) => c.find({ parent_session_id: parentId, revoked_at: null, expires_at: { $gt: now } }),
    /** Revokes every live session of a user, optionally sparing one (the caller's). */
    revokeAllOf: (userId: string, now: number, exceptId?: string) =>
      c.updateMany(
        { user_id: userId, revoked_at: null, ...(exceptId ? { _id: { $ne: exceptId } } : {}) },
        { $set: { revoked_at: now } },
      ),
  };
}
export type SessionsRepo = ReturnType<typeof sessionsRepo>;
