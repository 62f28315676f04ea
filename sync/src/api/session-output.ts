import * as v from 'valibot';
import { userSchema } from '../entities/user.js';

// The session answers on their own (not in accounts.ts with every account form's schema): the
// client's first load validates the stored session and GET /user with them (issue 11: initial JS).

/** Answer of login, login-with-token, checking-account, refresh-token and sign-up. */
export const sessionOutputSchema = v.object({
  token: v.string(),
  user: userSchema,
  has_auto_payment: v.boolean(),
  /** When this session ends (ms since epoch): 365 days with keep-me, else 1 day. */
  session_expires_at: v.number(),
});
export type SessionOutput = v.InferOutput<typeof sessionOutputSchema>;

export const userOutputSchema = v.object({ user: userSchema });

/** POST /admin/switch-back: the admin's own session again, when it is still live. */
export const switchBackOutputSchema = v.object({ ok: v.boolean(), session: v.nullable(sessionOutputSchema) });
