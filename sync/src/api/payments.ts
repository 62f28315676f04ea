import * as v from 'valibot';
import { FEATURED_PLANS } from '../entities/plan.js';
import { PAID_PLANS } from '../entities/plan-roles.js';
import { userSchema } from '../entities/user.js';
import { sessionOutputSchema } from './session-output.js';
import { featureStateSchema } from './featured.js';

/**
 * The payment calls of spec 1 §7 and the featured checkout of spec 2, served under `/api`:
 * the spec's `/{provider}/…` is `/stripe/…`. Amounts are integer cents from the server's plan
 * catalogue (DECISIONS #10); whatever price or amount a client sends is ignored.
 *
 * Legacy fields the old client sent (`customer_id`, `user_id`, `name`, `email`) are accepted
 * and ignored: the server always acts on the signed-in user's own Stripe customer.
 */

/** A Stripe id such as `pm_…`, `cus_…` (letters, digits, underscore; no spaces or Unicode tricks). */
const stripeId = (prefix: string) =>
  v.pipe(v.string('validation.invalid'), v.regex(new RegExp(`^${prefix}_[A-Za-z0-9_]{1,200}$`), 'validation.invalid'));
const ignoredText = v.optional(v.nullable(v.pipe(v.string(), v.maxLength(500))));

// ---------------------------------------------------------------------------------------------
// Cards (Stripe PaymentMethods)
// ---------------------------------------------------------------------------------------------

/** spec 1 §4: the payment-method badge. Invalid after Stripe refused the card or it expired. */
const CARD_STATUSES = ['Active', 'Invalid'] as const;
const cardStatusSchema = v.picklist(CARD_STATUSES);
export type CardStatus = v.InferOutput<typeof cardStatusSchema>;

/** spec 1 §3 "Card information" plus the badge and the expiring-soon flag set by a daily job. */
const cardSchema = v.object({
  /** The PaymentMethod id (`pm_…`). */
  id: v.string(),
  brand: v.string(),
  last4: v.string(),
  exp_month: v.number(),
  exp_year: v.number(),
  status: cardStatusSchema,
  /** True when the card expires at the end of this month or the next (the job flags it). */
  expiring_soon: v.boolean(),
});
export type Card = v.InferOutput<typeof cardSchema>;

/** GET /stripe/card: the user's default card, or null when none is attached. */
export const cardOutputSchema = v.object({ card: v.nullable(cardSchema) });
export type CardOutput = v.InferOutput<typeof cardOutputSchema>;

/** POST /stripe/setup-customer: creates the user's Stripe customer once (idempotent). */
export const setupCustomerInputSchema = v.strictObject({
  user_id: ignoredText,
  customer_id: ignoredText,
  name: ignoredText,
  email: ignoredText,
});
export const setupCustomerOutputSchema = v.object({ customer_id: v.string() });

/** POST /stripe/setup-intent: a SetupIntent on the user's own customer for Stripe.js to confirm. */
export const setupIntentInputSchema = v.strictObject({
  customer_id: ignoredText,
  name: ignoredText,
  email: ignoredText,
});
export const setupIntentOutputSchema = v.object({
  client_secret: v.string(),
  setup_intent_id: v.string(),
  customer_id: v.string(),
});
export type SetupIntentOutput = v.InferOutput<typeof setupIntentOutputSchema>;

/**
 * POST /stripe/save-payment-method: the PaymentMethod of a confirmed SetupIntent (or, in test
 * mode only, a Stripe test id such as `pm_card_visa`) is attached to the user's own customer
 * and becomes the default. A card Stripe declines at attach answers 402 (see paymentErrorBodySchema).
 */
export const savePaymentMethodInputSchema = v.strictObject({
  payment_method: v.pipe(v.string('validation.payment_method_required'), v.nonEmpty('validation.payment_method_required'), stripeId('pm')),
  /** The SetupIntent the card was confirmed with; checked to belong to this user when given. */
  setup_intent: v.optional(v.nullable(stripeId('seti'))),
  customer_id: ignoredText,
  user_id: ignoredText,
});
export type SavePaymentMethodInput = v.InferOutput<typeof savePaymentMethodInputSchema>;
/** Answer of save-payment-method and update-card: the stored user (payment_method set) and the card. */
export const cardUserOutputSchema = v.object({ user: userSchema, card: cardSchema });
export type CardUserOutput = v.InferOutput<typeof cardUserOutputSchema>;

/**
 * POST /stripe/remove-payment-method (takes `{}`): detaches the card; the account becomes
 * inactive and nothing more is charged (spec 1 §4). `message` is the spec's sentence, translated.
 */
export const removePaymentMethodOutputSchema = v.object({ user: userSchema, message: v.string() });
export type RemovePaymentMethodOutput = v.InferOutput<typeof removePaymentMethodOutputSchema>;

/** POST /stripe/update-card: new expiry of the default card (month 1–12, year this year + 0..19). */
const CARD_EXPIRY_YEARS = 20;
export const updateCardInputSchema = v.strictObject({
  exp_month: v.pipe(v.number('validation.card_month_required'), v.integer('validation.card_month_required'), v.minValue(1, 'validation.card_month_required'), v.maxValue(12, 'validation.card_month_required')),
  exp_year: v.pipe(
    v.number('validation.card_year_required'),
    v.integer('validation.card_year_required'),
    v.check((y) => {
      const now = new Date().getUTCFullYear();
      return y >= now && y < now + CARD_EXPIRY_YEARS;
    }, 'validation.card_year_required'),
  ),
});
export type UpdateCardInput = v.InferOutput<typeof updateCardInputSchema>;

// ---------------------------------------------------------------------------------------------
// Plans (subscription of a new account, renewal, change, upgrade)
// ---------------------------------------------------------------------------------------------

/**
 * POST /user/subscription (new account) and POST /user/renew-subscription (renew, change,
 * upgrade): `{user_plan}` only. The server charges the default card (408 card_needed without
 * one, 402 when Stripe refuses) and answers once Stripe confirmed the payment.
 */
export const subscriptionInputSchema = v.strictObject({
  user_plan: v.picklist(PAID_PLANS, 'validation.plan'),
  /** Sent by old clients; ignored (prices come from the server's catalogue). */
  price: v.optional(v.nullable(v.unknown())),
});

/** What a checkout did: `charged` false when the same plan was already active (a repeated click). */
const planChargeSchema = v.object({
  user_plan: v.picklist(PAID_PLANS),
  amount_cents: v.number(),
  currency: v.literal('usd'),
  charged: v.boolean(),
  /** ISO time the plan runs out (one year for listers, six months for seekers). */
  expire_at: v.string(),
});
export type PlanCharge = v.InferOutput<typeof planChargeSchema>;

/** The refreshed session (token and user, as login answers) plus what was charged. */
export const subscriptionOutputSchema = v.object({ ...sessionOutputSchema.entries, payment: planChargeSchema });
export type SubscriptionOutput = v.InferOutput<typeof subscriptionOutputSchema>;

// ---------------------------------------------------------------------------------------------
// Featured and boost (spec 2 §3 "Featured listing subscription"; input schema in api/featured.ts)
// ---------------------------------------------------------------------------------------------

/** POST /user/featured-listings answer: the listing's feature state after Stripe confirmed payment. */
export const featuredCheckoutOutputSchema = v.object({
  data: v.object({
    listing_id: v.string(),
    featured_listing_plan: v.picklist(FEATURED_PLANS),
    feature: featureStateSchema,
    amount_cents: v.number(),
    currency: v.literal('usd'),
    /** Until when the listing is promoted: month end for boosts; the paid period for the subscription. */
    expire_at: v.string(),
  }),
});
export type FeaturedCheckoutOutput = v.InferOutput<typeof featuredCheckoutOutputSchema>;

// ---------------------------------------------------------------------------------------------
// My services (GET /account-service), from the payments ledger
// ---------------------------------------------------------------------------------------------

const SERVICE_TYPES = ['plan', 'featured', 'boost', 'refund', 'fee', 'failure'] as const;
const serviceTypeSchema = v.picklist(SERVICE_TYPES);

/** spec 1 §3 "Account service row" (amounts in cents). */
const accountServiceRowSchema = v.object({
  id: v.string(),
  /** Translated service name ("Lister plan: Line Holder", "Boost 1 week", …). */
  title: v.string(),
  /** Translated sentence: what was paid for (listing title, plan term, failure reason). */
  description: v.string(),
  amount_cents: v.number(),
  currency: v.literal('usd'),
  payment_type: serviceTypeSchema,
  /** ISO time the service ends; null for one-off rows such as refunds and failures. */
  expire_at: v.nullable(v.string()),
  /** 'renew' until expire_at (renews or can be renewed then), 'expired' once it has passed, 'once' for rows without an end. */
  expiry_label: v.picklist(['renew', 'expired', 'once']),
  /** Repeat interval of the service. */
  repeat: v.picklist(['yearly', 'six_months', 'monthly', 'none']),
  /** succeeded, failed or refunded. */
  status: v.picklist(['succeeded', 'failed', 'refunded']),
  created_at: v.string(),
  /** The transaction code shown to the user: Stripe's invoice number or PaymentIntent id. */
  txn_code: v.string(),
});
export type AccountServiceRow = v.InferOutput<typeof accountServiceRowSchema>;
export const accountServiceOutputSchema = v.object({ data: v.array(accountServiceRowSchema) });
export type AccountServiceOutput = v.InferOutput<typeof accountServiceOutputSchema>;

// ---------------------------------------------------------------------------------------------
// Payouts (Connect Express) and lister settings
// ---------------------------------------------------------------------------------------------

const externalAccountSchema = v.object({
  object: v.picklist(['bank_account', 'card']),
  bank_name: v.nullable(v.string()),
  last4: v.string(),
});
/** 'none' before onboarding starts, 'incomplete' while Stripe needs details, 'complete' once payouts work. */
const PAYOUT_STATUSES = ['none', 'incomplete', 'complete'] as const;
const payoutAccountSchema = v.object({
  id: v.nullable(v.string()),
  status: v.picklist(PAYOUT_STATUSES),
  charges_enabled: v.boolean(),
  payouts_enabled: v.boolean(),
  details_submitted: v.boolean(),
  external_accounts: v.array(externalAccountSchema),
});
export type PayoutAccount = v.InferOutput<typeof payoutAccountSchema>;
/** GET /stripe/account. */
export const payoutAccountOutputSchema = v.object({ account: payoutAccountSchema });

/** GET /stripe/dashboard-link: Stripe's login link when onboarding is complete, else null. */
const accountLinkSchema = v.object({ url: v.string() });
export const dashboardLinkOutputSchema = v.object({ account_link: v.nullable(accountLinkSchema) });
/**
 * GET /stripe/get-custom-link?type=account_onboarding|account_update: creates the Express
 * account on first use and answers an onboarding link (opened in the same window).
 */
const CUSTOM_LINK_TYPES = ['account_onboarding', 'account_update'] as const;
export const customLinkQuerySchema = v.strictObject({
  type: v.optional(v.picklist(CUSTOM_LINK_TYPES, 'validation.invalid'), 'account_onboarding'),
  /** The old client's "sign" argument; ignored. */
  sign: ignoredText,
});
export const customLinkOutputSchema = v.object({ account_link: accountLinkSchema });

/** PUT /lister/settings/autopay {status}: 1 on, 0 off (turning off stops tenants' automatic rent). */
export const autopayInputSchema = v.strictObject({ status: v.picklist([0, 1], 'validation.invalid') });
/** PUT /lister/settings/payout-config {config_id} (default 1; behind the payout schedule flag). */
export const PAYOUT_CONFIGS = [
  { id: 1, label: 'payout.daily' },
  { id: 2, label: 'payout.weekly' },
  { id: 3, label: 'payout.monthly' },
] as const;
const payoutConfigSchema = v.object({ id: v.number(), label: v.string() });
export const payoutConfigInputSchema = v.strictObject({
  config_id: v.optional(v.picklist(PAYOUT_CONFIGS.map((c) => c.id), 'validation.invalid'), 1),
});
/** GET /lister/settings/payout-config: the choices (labels are client i18n keys) and the chosen one. */
export const payoutConfigOutputSchema = v.object({ configs: v.array(payoutConfigSchema), config_id: v.number() });
/** Answer of both PUTs: the stored user (automatic_payment, payout_config_id). */
export const listerSettingsOutputSchema = v.object({ user: userSchema });

// ---------------------------------------------------------------------------------------------
// Payment errors (spec 1 §8): 402 in the project's error model, Stripe's error first in `data`
// ---------------------------------------------------------------------------------------------

/**
 * Stripe's error as the spec's "Important Notice" modal reads it: `type` card_error with
 * `code` card_declined (and `decline_code`), invalid_payment_method, invalid_customer_id
 * (after resource_missing a new customer was made), or any other code.
 */
export const stripeErrorSchema = v.object({
  type: v.string(),
  code: v.nullable(v.string()),
  decline_code: v.nullable(v.string()),
  message: v.string(),
  /** When 3-D Secure is needed for an off-session charge: the PaymentIntent to confirm in Stripe.js. */
  payment_intent_client_secret: v.optional(v.string()),
});
export type StripeErrorEntry = v.InferOutput<typeof stripeErrorSchema>;

/** The 402 body: `{code: 'payment_failed' | 'payment_action_required', message, data: [stripeError]}`. */
const paymentErrorBodySchema = v.object({
  code: v.picklist(['payment_failed', 'payment_action_required']),
  message: v.string(),
  data: v.pipe(v.array(stripeErrorSchema), v.minLength(1)),
});
export type PaymentErrorBody = v.InferOutput<typeof paymentErrorBodySchema>;

/** `/config`'s Stripe part (the same shape as `configOutputSchema.stripe`). */
const stripeConfigSchema = v.object({
  publishable_key: v.nullable(v.string()),
  api_base: v.optional(v.string()),
});
export type StripeConfig = v.InferOutput<typeof stripeConfigSchema>;
