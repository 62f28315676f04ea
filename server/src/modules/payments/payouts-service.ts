import type Stripe from 'stripe';
import { PAYOUT_CONFIGS, roleOfPlan, type PayoutAccount, type User } from '@crashpad/sync';
import { AppError } from '../../http/app-error.js';
import type { AuthState } from '../../http/auth.js';
import { forbidSwitched } from '../accounts/guards.js';
import { toUser } from '../accounts/user-doc.js';
import type { PaymentAccountDoc } from './payment-accounts-repo.js';
import { isoNow, type PaymentsDeps } from './payments-deps.js';
import { toAppError } from './stripe-errors.js';

/** The payout account's state as the settings page shows it (spec 1 §4 "Payout account onboarding"). */
export function payoutView(account: PaymentAccountDoc): PayoutAccount {
  const c = account.connect;
  if (!account.connect_account_id || !c) return { id: account.connect_account_id, status: account.connect_account_id ? 'incomplete' : 'none', charges_enabled: false, payouts_enabled: false, details_submitted: false, external_accounts: [] };
  return { id: account.connect_account_id, status: c.details_submitted && c.payouts_enabled ? 'complete' : 'incomplete', ...c };
}

function connectFields(acct: Stripe.Account): NonNullable<PaymentAccountDoc['connect']> {
  return {
    charges_enabled: acct.charges_enabled ?? false,
    payouts_enabled: acct.payouts_enabled ?? false,
    details_submitted: acct.details_submitted ?? false,
    external_accounts: (acct.external_accounts?.data ?? []).map((x) =>
      x.object === 'bank_account' ? { object: 'bank_account' as const, bank_name: x.bank_name ?? null, last4: x.last4 } : { object: 'card' as const, bank_name: null, last4: (x as Stripe.Card).last4 },
    ),
  };
}

/** Stores what Stripe says about a connected account (account.updated, or a page load). */
export async function syncConnectAccount(deps: PaymentsDeps, accountId: string): Promise<boolean> {
  const owner = await deps.accounts.byConnectAccount(accountId);
  if (!owner) return false;
  const acct = await deps.stripe.accounts.retrieve(accountId);
  const fields = connectFields(acct);
  if (JSON.stringify(fields) === JSON.stringify(owner.connect)) return false;
  await deps.accounts.set(owner._id, { connect: fields }, isoNow(deps));
  return true;
}

const guard = (auth: AuthState) => {
  // DECISIONS #8: a switched-in admin never touches payouts.
  forbidSwitched(auth);
  if (roleOfPlan(auth.user.user_plan) !== 'lister') throw new AppError('lister_required');
};
const wrap = async <T>(fn: () => Promise<T>): Promise<T> => {
  try {
    return await fn();
  } catch (err) {
    throw toAppError(err);
  }
};

/** Listers' Connect Express payouts and the autopay / payout-schedule settings. */
export function payoutsService(deps: PaymentsDeps) {
  const publicUrl = deps.app.config.publicUrl.replace(/\/$/, '');
  async function ensureAccount(auth: AuthState): Promise<string> {
    const account = await deps.accounts.get(auth.user._id);
    if (account.connect_account_id) return account.connect_account_id;
    const acct = await wrap(() =>
      deps.stripe.accounts.create(
        { type: 'express', email: auth.user.email, country: 'US', capabilities: { card_payments: { requested: true }, transfers: { requested: true } }, metadata: { crashpad_user: auth.user._id } },
        { idempotencyKey: `connect:${auth.user._id}` },
      ),
    );
    await deps.accounts.set(auth.user._id, { connect_account_id: acct.id, connect: connectFields(acct) }, isoNow(deps));
    await deps.users.set(auth.user._id, { acc_stripe: acct.id, updated_at: isoNow(deps) });
    return acct.id;
  }

  return {
    /** GET /stripe/account: re-read from Stripe when one exists. */
    async account(auth: AuthState): Promise<PayoutAccount> {
      guard(auth);
      const account = await deps.accounts.get(auth.user._id);
      if (account.connect_account_id) {
        const id = account.connect_account_id;
        await wrap(() => syncConnectAccount(deps, id));
      }
      return payoutView(await deps.accounts.get(auth.user._id));
    },

    /** GET /stripe/get-custom-link: creates the Express account on first use, answers an onboarding link. */
    async customLink(auth: AuthState, type: 'account_onboarding' | 'account_update'): Promise<{ url: string }> {
      guard(auth);
      const id = await ensureAccount(auth);
      const back = `${publicUrl}/account-setting?tab=autopay&connect-account`;
      const link = await wrap(() => deps.stripe.accountLinks.create({ account: id, type, refresh_url: back, return_url: back }));
      return { url: link.url };
    },

    /** GET /stripe/dashboard-link: Stripe's Express dashboard once onboarding is complete, else null. */
    async dashboardLink(auth: AuthState): Promise<{ url: string } | null> {
      guard(auth);
      const account = await deps.accounts.get(auth.user._id);
      if (!account.connect_account_id) return null;
      const id = account.connect_account_id;
      await wrap(() => syncConnectAccount(deps, id));
      if (payoutView(await deps.accounts.get(auth.user._id)).status !== 'complete') return null;
      const link = await wrap(() => deps.stripe.accounts.createLoginLink(id));
      return { url: link.url };
    },

    /** PUT /lister/settings/autopay {status}. */
    async setAutopay(auth: AuthState, status: 0 | 1): Promise<User> {
      guard(auth);
      const user = await deps.users.set(auth.user._id, { automatic_payment: status, updated_at: isoNow(deps) });
      if (!user) throw new AppError('not_found');
      return toUser(user);
    },

    /** PUT /lister/settings/payout-config {config_id}. */
    async setPayoutConfig(auth: AuthState, configId: number): Promise<User> {
      guard(auth);
      const user = await deps.users.set(auth.user._id, { payout_config_id: configId, updated_at: isoNow(deps) });
      if (!user) throw new AppError('not_found');
      return toUser(user);
    },

    /** GET /lister/settings/payout-config. */
    payoutConfigs(auth: AuthState) {
      guard(auth);
      return { configs: PAYOUT_CONFIGS.map((c) => ({ ...c })), config_id: auth.user.payout_config_id };
    },
  };
}
export type PayoutsService = ReturnType<typeof payoutsService>;
