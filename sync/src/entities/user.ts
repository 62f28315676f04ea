import * as v from 'valibot';
import { LANGUAGES } from '../limits.js';
import { reviewFiguresSchema } from './review.js';

const USER_STATUSES = ['ACTIVE', 'PENDING_PAYMENT', 'INACTIVE', 'DEACTIVATED'] as const;
const userStatusSchema = v.picklist(USER_STATUSES);
export const languageSchema = v.picklist(LANGUAGES);

/** 1 = show my phone, 2 = hide it (spec 1 §7 approval-public-phone). */
export const phoneApprovalSchema = v.picklist([1, 2]);

/**
 * The signed-in user as the API returns it (spec 1 §3 "User"). Secrets (password hash,
 * tokens) never appear here; Stripe ids are server-owned and read-only for the client.
 */
export const userSchema = v.object({
  id: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  middle_name: v.nullable(v.string()),
  display_name: v.string(),
  email: v.string(),
  email_verified: v.boolean(),
  status: userStatusSchema,
  user_plan: v.nullable(v.string()),
  plan_status: v.picklist(['none', 'pending', 'active', 'expired']),
  is_admin: v.boolean(),
  customer_id: v.nullable(v.string()),
  payment_method: v.nullable(v.string()),
  acc_stripe: v.nullable(v.string()),
  automatic_payment: v.picklist([0, 1]),
  payout_config_id: v.number(),
  total_location: v.nullable(v.number()),
  expire_at: v.nullable(v.string()),
  phone_number: v.nullable(v.string()),
  country_code: v.nullable(v.string()),
  flag: v.nullable(v.string()),
  photo: v.nullable(v.string()),
  locale: languageSchema,
  about: v.nullable(v.string()),
  gender: v.nullable(v.string()),
  airlines: v.nullable(v.string()),
  birthdate_year: v.nullable(v.number()),
  birthdate_month: v.nullable(v.number()),
  birthdate_day: v.nullable(v.number()),
  approval_public_phone_user: phoneApprovalSchema,
  approval_public_phone_tenant: phoneApprovalSchema,
  featured_listing_plan: v.nullable(v.string()),
  created_at: v.string(),
  updated_at: v.string(),
});
export type User = v.InferOutput<typeof userSchema>;

/** What anyone may see of another user (GET /user/public/{id}). */
export const publicUserSchema = v.object({
  id: v.string(),
  display_name: v.string(),
  first_name: v.string(),
  photo: v.nullable(v.string()),
  about: v.nullable(v.string()),
  role: v.picklist(['lister', 'seeker', 'tenant']),
  phone_number: v.nullable(v.string()),
  created_at: v.string(),
  /** Figures of the reviews of this user as a lister (spec 2 §3 "User profile"). */
  ...reviewFiguresSchema.entries,
});
export type PublicUser = v.InferOutput<typeof publicUserSchema>;

/** Claims of the session token (spec 1 §3: account_type and expire_at_utc). */
export const sessionClaimsSchema = v.object({
  sub: v.string(),
  sid: v.string(),
  account_type: v.picklist(['lister', 'seeker', 'tenant', 'admin']),
  expire_at_utc: v.nullable(v.string()),
  /** The admin who acts, when the session was made by switch-user (DECISIONS #8). */
  act: v.optional(v.string()),
  exp: v.number(),
});
export type SessionClaims = v.InferOutput<typeof sessionClaimsSchema>;
