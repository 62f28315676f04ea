import { sessionOutputSchema, switchBackOutputSchema, userOutputSchema, userSchema } from '@crashpad/sync';
import * as v from 'valibot';
import type { StoredUserCheck } from '../model/stored-user';

// The session's schemas, loaded on demand (session-store.ts): with a request that validates its
// answer, and after the first paint for the stored user. The first load does not carry them or
// valibot (issue 11: initial JS of `/`).

export { sessionOutputSchema, switchBackOutputSchema, userOutputSchema };

/** The stored user checked against the full user schema (unknown fields dropped, as before). */
export const fullUserCheck: StoredUserCheck = (value) => {
  const parsed = v.safeParse(userSchema, value);
  return parsed.success ? parsed.output : null;
};
