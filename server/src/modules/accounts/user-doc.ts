import { roleOfPlan, type PublicUser, type ReviewFigures, type User } from '@crashpad/sync';
import type { UserDoc } from '../../platform/identity/user-doc.js';

// The stored shape lives in platform/ because http/auth carries the caller's user and http sits
// below the modules; accounts keeps re-exporting it so its callers import it from one place.
export type { UserDoc };

/** The public API shape of a stored user: never the hash or other server-only fields. */
export function toUser(doc: UserDoc): User {
  return {
    id: doc._id,
    first_name: doc.first_name,
    last_name: doc.last_name,
    middle_name: doc.middle_name,
    display_name: doc.display_name,
    email: doc.email,
    email_verified: doc.email_verified,
    status: doc.status,
    user_plan: doc.user_plan,
    plan_status: doc.plan_status,
    is_admin: doc.is_admin,
    customer_id: doc.customer_id,
    payment_method: doc.payment_method,
    acc_stripe: doc.acc_stripe,
    automatic_payment: doc.automatic_payment,
    payout_config_id: doc.payout_config_id,
    total_location: doc.total_location,
    expire_at: doc.expire_at,
    phone_number: doc.phone_number,
    country_code: doc.country_code,
    flag: doc.flag,
    photo: doc.photo,
    locale: doc.locale,
    about: doc.about,
    gender: doc.gender,
    airlines: doc.airlines,
    birthdate_year: doc.birthdate_year,
    birthdate_month: doc.birthdate_month,
    birthdate_day: doc.birthdate_day,
    approval_public_phone_user: doc.approval_public_phone_user,
    approval_public_phone_tenant: doc.approval_public_phone_tenant,
    featured_listing_plan: doc.featured_listing_plan,
    created_at: doc.created_at,
    updated_at: doc.updated_at,
  };
}

/**
 * What anyone may see (GET /user/public/{id}); `phone` is what this viewer may see (phoneFor).
 * `figures` are the reviews of this user as a lister (the reviews area counts them).
 */
export function toPublicUser(doc: UserDoc, figures: ReviewFigures, phone: string | null): PublicUser {
  return {
    id: doc._id,
    display_name: doc.display_name,
    first_name: doc.first_name,
    photo: doc.photo,
    about: doc.about,
    role: roleOfPlan(doc.user_plan),
    phone_number: phone,
    created_at: doc.created_at,
    ...figures,
  };
}
