import * as v from 'valibot';
import { GENDERS, HEAR_ABOUT_US, AIRLINES } from '../entities/options.js';
import { LISTER_PLANS, PAID_PLANS } from '../entities/plan-roles.js';
import { languageSchema, phoneApprovalSchema, publicUserSchema } from '../entities/user.js';
import { ABOUT_MAX, DISPLAY_NAME_MIN, NAME_MAX, PROFILE_BIRTH_YEAR_MIN, SIGNUP_BIRTH_YEAR_MIN, SIGNUP_MIN_AGE_YEARS } from '../limits.js';
import { emailField } from './email-field.js';
import {
  intIn,
  newPasswordField,
  optionalText,
  passwordField,
  phoneField,
  requiredText,
  tokenField,
} from './fields.js';
import { isReservedName } from '../text/reserved-names.js';
import { hasVisibleText } from '../text/visible-text.js';

const thisYear = () => new Date().getUTCFullYear();

export const ACCOUNT_TYPES = ['lister', 'seeker', 'tenant'] as const;
export const accountTypeSchema = v.picklist(ACCOUNT_TYPES, 'validation.account_type');

/**
 * Issue 7 §1.9: the brand's and staff names ("Crashpad Support", "Admin"…) in any disguise are
 * not for users. Sign-up checks here; a profile change checks on the server, where a name the
 * user already has (or an admin's) may stay.
 */
const notReservedName = v.check((name: string) => !isReservedName(name), 'validation.name_reserved');

/**
 * A name of zero-width, format or blank characters only is no name (it would show as nothing).
 * An empty one is left to the field's own "required" check, so it reports once.
 */
const visibleName = (key: string) => v.check((name: string) => name === '' || hasVisibleText(name), key);

/**
 * The sign-up form, in the order the spec checks it (spec 1 §5): first_name, last_name,
 * display_name, gender, birthday, how heard, e-mail, confirm, phone, password, confirm.
 * valibot reports issues in entry order, so the first issue is the message to show.
 */
export const signupFieldsEntries = {
  first_name: v.pipe(requiredText('validation.first_name_required'), visibleName('validation.first_name_required'), notReservedName),
  last_name: v.pipe(requiredText('validation.last_name_required'), visibleName('validation.last_name_required'), notReservedName),
  display_name: v.pipe(
    v.string('validation.display_name_required'),
    v.trim(),
    v.nonEmpty('validation.display_name_required'),
    visibleName('validation.display_name_required'),
    v.minLength(DISPLAY_NAME_MIN, 'validation.display_name_min'),
    v.maxLength(NAME_MAX, 'validation.too_long'),
    notReservedName,
  ),
  gender: v.picklist(GENDERS, 'validation.gender_required'),
  birthdate_month: intIn(1, 12, 'validation.birth_month_required'),
  birthdate_day: intIn(1, 31, 'validation.birth_day_required'),
  birthdate_year: v.pipe(
    v.number('validation.birth_year_required'),
    v.integer('validation.birth_year_required'),
    v.minValue(SIGNUP_BIRTH_YEAR_MIN, 'validation.birth_year_required'),
    v.check((y) => y <= thisYear() - SIGNUP_MIN_AGE_YEARS, 'validation.birth_year_required'),
  ),
  hear_about_us: v.picklist(HEAR_ABOUT_US, 'validation.hear_about_us_required'),
  email: emailField,
  confirm_email: v.pipe(v.string('validation.confirm_email_required'), v.trim(), v.toLowerCase(), v.nonEmpty('validation.confirm_email_required')),
  phone_number: phoneField,
  password: newPasswordField,
  confirm_password: v.pipe(v.string('validation.confirm_password_required'), v.nonEmpty('validation.confirm_password_required')),
  airlines: v.optional(v.nullable(v.picklist(AIRLINES, 'validation.airlines'))),
  country_code: v.optional(v.nullable(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'validation.country')))),
  referral_code: optionalText(64),
};

/** The details form as the client validates it before the notice step. */
export const signupFormSchema = v.pipe(
  v.strictObject(signupFieldsEntries),
  v.forward(
    v.partialCheck([['email'], ['confirm_email']], (d) => d.email === d.confirm_email, 'validation.emails_mismatch'),
    ['confirm_email'],
  ),
  v.forward(
    v.partialCheck([['password'], ['confirm_password']], (d) => d.password === d.confirm_password, 'validation.passwords_mismatch'),
    ['confirm_password'],
  ),
);
export type SignupForm = v.InferOutput<typeof signupFormSchema>;

/**
 * POST /accounts. The form plus the account type, the chosen plan and, for a tenant invitation,
 * the invitation code. `price`, `total_location`, `customer_id`, `payment_method`, `social_*`,
 * `photo` are accepted for compatibility and ignored (DECISIONS #11).
 */
export const createAccountInputSchema = v.pipe(
  v.strictObject({
    ...signupFieldsEntries,
    account_type: accountTypeSchema,
    user_plan: v.optional(v.nullable(v.picklist(PAID_PLANS, 'validation.plan'))),
    verification_code: optionalText(128),
    locale: v.optional(languageSchema),
    featured_listing_plan: v.optional(v.nullable(v.string())),
    social_type: v.optional(v.nullable(v.string())),
    social_id: v.optional(v.nullable(v.string())),
    photo: v.optional(v.nullable(v.string())),
    total_location: v.optional(v.nullable(v.number())),
    price: v.optional(v.nullable(v.number())),
    customer_id: v.optional(v.nullable(v.string())),
    payment_method: v.optional(v.nullable(v.string())),
  }),
  v.forward(
    v.partialCheck([['email'], ['confirm_email']], (d) => d.email === d.confirm_email, 'validation.emails_mismatch'),
    ['confirm_email'],
  ),
  v.forward(
    v.partialCheck([['password'], ['confirm_password']], (d) => d.password === d.confirm_password, 'validation.passwords_mismatch'),
    ['confirm_password'],
  ),
  v.forward(
    v.partialCheck(
      [['account_type'], ['user_plan']],
      (d) => d.account_type !== 'lister' || (LISTER_PLANS as readonly string[]).includes(d.user_plan ?? ''),
      'validation.plan',
    ),
    ['user_plan'],
  ),
);
export type CreateAccountInput = v.InferOutput<typeof createAccountInputSchema>;

export const emailExistsInputSchema = v.strictObject({ email: emailField });
export const emailExistsOutputSchema = v.object({ exists: v.boolean() });

export const loginInputSchema = v.strictObject({
  email: emailField,
  password: passwordField,
  isKeep: v.optional(v.boolean(), false),
});
export type LoginInput = v.InferOutput<typeof loginInputSchema>;


export const loginWithTokenInputSchema = v.strictObject({ token: tokenField });
export const forgotInputSchema = v.strictObject({ email: emailField });
export const resetPasswordInputSchema = v.pipe(
  v.strictObject({
    token: tokenField,
    password: newPasswordField,
    confirm_password: v.pipe(v.string('validation.confirm_password_required'), v.nonEmpty('validation.confirm_password_required')),
  }),
  v.forward(
    v.partialCheck([['password'], ['confirm_password']], (d) => d.password === d.confirm_password, 'validation.passwords_mismatch'),
    ['confirm_password'],
  ),
);
export const resetFormSchema = v.pipe(
  v.strictObject({
    password: newPasswordField,
    confirm_password: v.pipe(v.string('validation.confirm_password_required'), v.nonEmpty('validation.confirm_password_required')),
  }),
  v.forward(
    v.partialCheck([['password'], ['confirm_password']], (d) => d.password === d.confirm_password, 'validation.passwords_mismatch'),
    ['confirm_password'],
  ),
);
export const verifyTokenInputSchema = v.strictObject({ token: tokenField });
export const verifyTokenOutputSchema = v.object({ verified: v.boolean(), email: v.string() });
export const resendVerificationInputSchema = v.strictObject({ email: emailField });

export const updateEmailInputSchema = v.strictObject({ email: emailField, password: passwordField });
export const updatePasswordInputSchema = v.pipe(
  v.strictObject({
    current_password: v.pipe(v.string('validation.current_password_required'), v.nonEmpty('validation.current_password_required')),
    password: newPasswordField,
    confirm_password: v.string('validation.confirm_password_required'),
  }),
  v.forward(
    v.partialCheck([['password'], ['confirm_password']], (d) => d.password === d.confirm_password, 'validation.passwords_mismatch'),
    ['confirm_password'],
  ),
);

/** Profile save, checked in order (spec 1 §5): first, last, phone, birth year/month/day, display name ≥3. */
export const updateProfileInputSchema = v.strictObject({
  first_name: v.pipe(requiredText('validation.profile_first_name'), visibleName('validation.profile_first_name')),
  last_name: v.pipe(requiredText('validation.last_name_required'), visibleName('validation.last_name_required')),
  phone_number: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.regex(/^$|^(\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}$/, 'validation.phone_invalid')))),
  birthdate_year: v.pipe(
    v.number('validation.birth_year_required'),
    v.integer('validation.birth_year_required'),
    v.minValue(PROFILE_BIRTH_YEAR_MIN, 'validation.birth_year_required'),
    v.check((y) => y <= thisYear() - 1, 'validation.birth_year_required'),
  ),
  birthdate_month: intIn(1, 12, 'validation.birth_month_required'),
  birthdate_day: intIn(1, 31, 'validation.birth_day_required'),
  display_name: v.pipe(
    v.string('validation.display_name_min'),
    v.trim(),
    visibleName('validation.display_name_min'),
    v.minLength(DISPLAY_NAME_MIN, 'validation.display_name_min'),
    v.maxLength(NAME_MAX, 'validation.too_long'),
  ),
  middle_name: optionalText(),
  about: optionalText(ABOUT_MAX),
  gender: v.optional(v.nullable(v.picklist(GENDERS, 'validation.gender_required'))),
  airlines: v.optional(v.nullable(v.picklist(AIRLINES, 'validation.airlines'))),
  country_code: v.optional(v.nullable(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'validation.country')))),
});
export type UpdateProfileInput = v.InferOutput<typeof updateProfileInputSchema>;

export const switchLanguageInputSchema = v.strictObject({ locale: languageSchema });

/** POST/PUT user/approval-public-phone (spec 1 §7). */
export const phoneApprovalInputSchema = v.strictObject({
  approval_public_phone: phoneApprovalSchema,
  target: v.picklist(['approval_public_phone_user', 'approval_public_phone_tenant'], 'validation.invalid'),
});

export const deactivationCodeInputSchema = v.strictObject({
  code: v.pipe(v.string('validation.code_required'), v.trim(), v.nonEmpty('validation.code_required'), v.regex(/^\d{6}$/, 'validation.code_invalid')),
});

export const okOutputSchema = v.object({ ok: v.boolean() });
export const idParamSchema = v.strictObject({ id: v.pipe(v.string(), v.regex(/^[0-9A-Za-z_-]{1,64}$/, 'validation.invalid')) });

/** POST /password-reset/check. */
export const resetCheckOutputSchema = v.object({ valid: v.boolean() });
/** POST /user/update-email: the new address waits for its link. */
export const updateEmailOutputSchema = v.object({ ok: v.boolean(), pending_email: v.string() });
/** DELETE /user/verify-deactivation-code. */
export const deactivationOutputSchema = v.object({ status: v.literal('deactivated') });
/** GET /user/payment-method. */
export const paymentMethodOutputSchema = v.object({ have_card: v.boolean() });
/** GET /user/public/{id}. */
export const publicUserOutputSchema = v.object({ user: publicUserSchema });
