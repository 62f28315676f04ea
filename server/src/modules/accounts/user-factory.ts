import { ulid } from 'ulid';
import { DEFAULT_LANGUAGE, PLAN_CATALOGUE, type Language, type PaidPlan, type User } from '@crashpad/sync';
import type { UserDoc } from './user-doc.js';

export interface NewUserFields {
  first_name: string;
  last_name: string;
  display_name: string;
  email: string;
  password_hash: string;
  now: number;
  user_plan?: PaidPlan | null;
  status?: User['status'];
  plan_status?: User['plan_status'];
  expire_at?: string | null;
  email_verified?: boolean;
  is_admin?: boolean;
  locale?: Language;
  gender?: string | null;
  airlines?: string | null;
  phone_number?: string | null;
  country_code?: string | null;
  birthdate_year?: number | null;
  birthdate_month?: number | null;
  birthdate_day?: number | null;
  hear_about_us?: string | null;
  referral_code?: string | null;
  invitation_code?: string | null;
  about?: string | null;
}

/**
 * A complete user document with server-owned defaults. The listing limit comes from the plan
 * catalogue, never from the client (DECISIONS #11); a free tenant may list nothing.
 */
export function newUserDoc(f: NewUserFields): UserDoc {
  const iso = new Date(f.now).toISOString();
  const plan = f.user_plan ?? null;
  return {
    _id: ulid(f.now),
    first_name: f.first_name,
    last_name: f.last_name,
    middle_name: null,
    display_name: f.display_name,
    email: f.email.toLowerCase(),
    email_verified: f.email_verified ?? false,
    status: f.status ?? (plan ? 'PENDING_PAYMENT' : 'ACTIVE'),
    user_plan: plan,
    plan_status: f.plan_status ?? (plan ? 'pending' : 'none'),
    is_admin: f.is_admin ?? false,
    customer_id: null,
    payment_method: null,
    acc_stripe: null,
    automatic_payment: 0,
    payout_config_id: 1,
    total_location: plan ? PLAN_CATALOGUE[plan].totalLocation : 0,
    expire_at: f.expire_at ?? null,
    phone_number: f.phone_number ?? null,
    country_code: f.country_code ?? null,
    flag: null,
    photo: null,
    locale: f.locale ?? DEFAULT_LANGUAGE,
    about: f.about ?? null,
    gender: f.gender ?? null,
    airlines: f.airlines ?? null,
    birthdate_year: f.birthdate_year ?? null,
    birthdate_month: f.birthdate_month ?? null,
    birthdate_day: f.birthdate_day ?? null,
    approval_public_phone_user: 2,
    approval_public_phone_tenant: 1,
    featured_listing_plan: null,
    created_at: iso,
    updated_at: iso,
    password_hash: f.password_hash,
    hear_about_us: f.hear_about_us ?? null,
    referral_code: f.referral_code ?? null,
    invitation_code: f.invitation_code ?? null,
    password_changed_at: null,
    deactivated_at: null,
    pending_email: null,
  };
}
