import type { Store } from '../../platform/store/types.js';
import type { UserDoc } from './user-doc.js';

/** Store access for the `users` collection. E-mails are stored lower-cased under a unique index. */
export function usersRepo(store: Store) {
  const c = store.collection<UserDoc>('users');
  return {
    collection: c,
    init: () => c.createIndex({ email: 1 }, { unique: true }),
    byId: (id: string) => c.findOne({ _id: id }),
    byEmail: (email: string) => c.findOne({ email: email.toLowerCase() }),
    /** Throws DuplicateKeyError when the e-mail is taken. */
    insert: (doc: UserDoc) => c.insertOne(doc),
    /** Sets fields and returns the updated user (null if it does not exist). */
    set: (id: string, fields: Partial<UserDoc>) => c.findOneAndUpdate({ _id: id }, { $set: fields }, { returnDocument: 'after' }),
    count: () => c.countDocuments({}),
  };
}
export type UsersRepo = ReturnType<typeof usersRepo>;
