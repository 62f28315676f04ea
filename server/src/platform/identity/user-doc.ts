import type { User } from '@crashpad/sync';
import type { Doc } from '../store/types.js';

/**
 * A user as stored: the API's User (minus `id`, which is `_id`) plus server-only fields.
 * `email` is stored lower-cased and carries the unique index.
 */
export type UserDoc = Doc &
  Omit<User, 'id'> & {
    password_hash: string;
    /** Sign-up answers kept for the team (spec 1 §3 sign-up payload). */
    hear_about_us: string | null;
    referral_code: string | null;
    invitation_code: string | null;
    /** When the password last changed; other sessions are revoked at that moment (DECISIONS #3). */
    password_changed_at: string | null;
    deactivated_at: string | null;
    /** A new address waiting for its verification link (POST /user/update-email). */
    pending_email: string | null;
  };
