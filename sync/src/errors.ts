/**
 * Every error the API can answer with. The server sends `{ code, message, fields? }` where
 * `message` is already translated for the request's X-Locale; the client may also show
 * `t(`errors.${code}`)` for codes it handles itself.
 */
export const ErrorCode = {
  validation_failed: 'validation_failed',
  unauthorized: 'unauthorized',
  login_expired: 'login_expired',
  forbidden: 'forbidden',
  not_found: 'not_found',
  conflict: 'conflict',
  email_taken: 'email_taken',
  invalid_credentials: 'invalid_credentials',
  token_invalid: 'token_invalid',
  common_password: 'common_password',
  wrong_password: 'wrong_password',
  same_email: 'same_email',
  invalid_code: 'invalid_code',
  rate_limited: 'rate_limited',
  payload_too_large: 'payload_too_large',
  unsupported_media_type: 'unsupported_media_type',
  feature_disabled: 'feature_disabled',
  switched_session: 'switched_session',
  upgrade_needed: 'upgrade_needed',
  card_needed: 'card_needed',
  account_inactive: 'account_inactive',
  listing_has_tenants: 'listing_has_tenants',
  room_has_tenants: 'room_has_tenants',
  update_required: 'update_required',
  tenant_required: 'tenant_required',
  already_reviewed: 'already_reviewed',
  already_responded: 'already_responded',
  review_self: 'review_self',
  /** Payments (checkout) are not built yet: the caller gets a clear 503 instead of a pretend success. */
  payments_unavailable: 'payments_unavailable',
  internal_error: 'internal_error',
  /** A listing names an image or PDF its owner did not upload (someone else's, or none at all). */
  file_not_owned: 'file_not_owned',
  /** Stripe refused a charge or a card: 402 with Stripe's error as data[0] (spec 1 §8). */
  payment_failed: 'payment_failed',
  /** The bank asks for 3-D Secure: 402 with the PaymentIntent's client secret in data[0]. */
  payment_action_required: 'payment_action_required',
  /** Stripe cannot be reached right now; nothing was charged or the charge is being checked. */
  payment_provider_unavailable: 'payment_provider_unavailable',
  /** A lister plan that allows fewer listings than the lister has active. */
  plan_too_small: 'plan_too_small',
  /** Payout (Connect) calls of a user who is not a lister. */
  lister_required: 'lister_required',
  /** Rentals (issue 10): The invitation link is no longer valid (accepted, cancelled, resent or expired). */
  invite_invalid: 'invite_invalid',
  /** Rentals (issue 10): This invitation was sent to another e-mail address. */
  invite_other_account: 'invite_other_account',
  /** Rentals (issue 10): Your plan’s tenant limit is reached. */
  tenant_limit_reached: 'tenant_limit_reached',
  /** Rentals (issue 10): Rooms and beds needed first. */
  rooms_required: 'rooms_required',
  /** Rentals (issue 10): The listing is not active. */
  listing_inactive: 'listing_inactive',
  /** Rentals (issue 10): Autopay needs completed payout onboarding. */
  payout_onboarding_required: 'payout_onboarding_required',
  /** Rentals (issue 10): The bed is taken or has a pending invitation. */
  bed_unavailable: 'bed_unavailable',
  /** Rentals (issue 10): Not possible in the rental’s current status. */
  rental_state: 'rental_state',
  /** Rentals (issue 10): Pending or accepted tenants block the change. */
  checkout_blocked: 'checkout_blocked',
  /** Rentals (issue 10): A payment method is needed (error_code PAYMENT_METHOD_REQUIRED). */
  payment_method_required: 'payment_method_required',
  /** Rentals (issue 10): No Stripe customer yet (error_code CUSTOMER_ID_MISSING). */
  customer_id_missing: 'customer_id_missing',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** HTTP status for each code (spec 1 §6/§8: 403 upgrade, 408 card, 409 conflict, 401 expired login). */
export const errorStatus: Record<ErrorCode, number> = {
  validation_failed: 422,
  unauthorized: 401,
  login_expired: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  email_taken: 409,
  invalid_credentials: 401,
  token_invalid: 400,
  common_password: 422,
  wrong_password: 422,
  same_email: 422,
  invalid_code: 422,
  rate_limited: 429,
  payload_too_large: 413,
  unsupported_media_type: 415,
  feature_disabled: 404,
  switched_session: 403,
  upgrade_needed: 403,
  card_needed: 408,
  account_inactive: 403,
  listing_has_tenants: 409,
  room_has_tenants: 409,
  update_required: 426,
  tenant_required: 403,
  already_reviewed: 409,
  already_responded: 409,
  review_self: 403,
  payments_unavailable: 503,
  internal_error: 500,
  file_not_owned: 422,
  payment_failed: 402,
  payment_action_required: 402,
  payment_provider_unavailable: 503,
  plan_too_small: 409,
  lister_required: 403,
  invite_invalid: 404,
  invite_other_account: 403,
  tenant_limit_reached: 403,
  rooms_required: 409,
  listing_inactive: 409,
  payout_onboarding_required: 409,
  bed_unavailable: 409,
  rental_state: 409,
  checkout_blocked: 409,
  payment_method_required: 409,
  customer_id_missing: 409,
};

/** The body of every error answer. */
export interface ApiErrorBody {
  code: ErrorCode;
  message: string;
  /** Field name → translated message, for validation errors; ordered as the form checks them. */
  fields?: Record<string, string>;
  /** Payment errors (402): Stripe's error `{type, code, decline_code, message}` first (spec 1 §8). */
  data?: unknown[];
}
