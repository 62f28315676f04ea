import type { Stripe } from 'stripe';
import { invalidRequest, noSuchObject } from '../errors.js';
import type { Emulator } from '../emulator.js';
import type { FormObject } from '../form.js';
import { allowOnly, expandPaths, mergeMetadata, nullableStr, obj, requiredStr, str } from '../params.js';
import { route, type Route } from '../router.js';

/** What a fresh Express account still owes before it can take charges and receive payouts. */
const ONBOARDING_FIELDS = ['business_profile.url', 'external_account', 'individual.dob.day', 'individual.first_name', 'individual.last_name', 'tos_acceptance.date'];

/** Account links are single-use and expire after five minutes, as Stripe's. */
export const ACCOUNT_LINK_TTL_SECONDS = 300;

function requirements(due: string[]): Stripe.Account.Requirements {
  return {
    alternatives: [],
    current_deadline: null,
    currently_due: due,
    disabled_reason: due.length > 0 ? 'requirements.past_due' : null,
    errors: [],
    eventually_due: due,
    past_due: due,
    pending_verification: [],
  } as unknown as Stripe.Account.Requirements;
}

export function getAccount(em: Emulator, id: string, param = 'account'): Stripe.Account {
  const account = em.state.get('accounts', id);
  if (!account || (account as unknown as { deleted?: boolean }).deleted) throw noSuchObject('account', id, param);
  return account;
}

/** The onboarding page's "complete": details submitted, charges and payouts on, `account.updated`. */
export function completeOnboarding(em: Emulator, account: Stripe.Account): void {
  const previous = {
    charges_enabled: account.charges_enabled,
    payouts_enabled: account.payouts_enabled,
    details_submitted: account.details_submitted,
    capabilities: structuredClone(account.capabilities),
    requirements: structuredClone(account.requirements),
  };
  account.details_submitted = true;
  account.charges_enabled = true;
  account.payouts_enabled = true;
  for (const key of Object.keys(account.capabilities ?? {})) (account.capabilities as Record<string, string>)[key] = 'active';
  account.requirements = requirements([]);
  account.future_requirements = requirements([]) as unknown as Stripe.Account.FutureRequirements;
  account.tos_acceptance = { date: Math.floor(Date.now() / 1000), ip: '127.0.0.1', user_agent: 'Stripe emulator' } as Stripe.Account.TosAcceptance;
  em.emit('account.updated', account, previous, { account: account.id });
}

function capabilitiesFrom(params: FormObject): Record<string, string> {
  const requested = obj(params, 'capabilities');
  const out: Record<string, string> = {};
  for (const name of Object.keys(requested ?? {})) {
    const entry = obj(requested!, name);
    if (entry && str(entry, 'requested') === 'true') out[name] = 'inactive';
  }
  // Express accounts for destination charges need transfers; card_payments comes with it.
  if (Object.keys(out).length === 0) out.transfers = 'inactive';
  return out;
}

export const accountRoutes: Route[] = [
  route('POST', '/v1/accounts', ({ em, params }) => {
    allowOnly(params, ['type', 'controller', 'country', 'email', 'capabilities', 'business_type', 'business_profile', 'metadata', 'default_currency', 'settings', 'tos_acceptance']);
    const type = str(params, 'type') ?? (obj(params, 'controller') ? 'none' : undefined);
    if (type === undefined) throw invalidRequest('Missing required param: type.', 'type', 'parameter_missing');
    if (!['express', 'custom', 'standard', 'none'].includes(type)) throw invalidRequest(`Invalid type: must be one of custom, express, or standard`, 'type');
    const country = (str(params, 'country') ?? 'US').toUpperCase();
    const businessType = str(params, 'business_type') ?? null;
    const account: Stripe.Account = {
      id: em.state.newId('acct').slice(0, 21),
      object: 'account',
      business_profile: { mcc: null, minority_owned_business_designation: null, name: null, product_description: null, specified_commercial_transactions_act_url: null, support_address: null, support_email: null, support_phone: null, support_url: null, url: null },
      business_type: businessType,
      capabilities: capabilitiesFrom(params),
      charges_enabled: false,
      controller: { fees: { payer: 'application' }, is_controller: true, losses: { payments: 'application' }, requirement_collection: 'stripe', stripe_dashboard: { type: type === 'express' ? 'express' : 'full' }, type: 'application' },
      country,
      created: em.state.now(),
      default_currency: (str(params, 'default_currency') ?? (country === 'US' ? 'usd' : 'eur')).toLowerCase(),
      details_submitted: false,
      email: nullableStr(params, 'email') ?? null,
      external_accounts: { object: 'list', data: [], has_more: false, url: '/v1/accounts/external_accounts' },
      future_requirements: requirements([]),
      metadata: mergeMetadata(null, params),
      payouts_enabled: false,
      requirements: requirements(ONBOARDING_FIELDS),
      // Only the payout settings are kept (the payout schedule UI reads and writes them).
      settings: {
        payouts: { debit_negative_balances: true, schedule: { delay_days: 2, interval: 'daily' }, statement_descriptor: null },
      } as Stripe.Account.Settings,
      tos_acceptance: { date: null, ip: null, user_agent: null },
      type,
    };
    em.state.put('accounts', account);
    em.emit('account.updated', account, undefined, { account: account.id });
    return em.expand(account, expandPaths(params));
  }),
  route('GET', '/v1/accounts', ({ em, params, url }) => {
    allowOnly(params, ['limit', 'starting_after', 'ending_before', 'created']);
    return em.page(em.state.all('accounts').filter((a) => !(a as unknown as { deleted?: boolean }).deleted), params, url);
  }),
  route('GET', '/v1/accounts/:id', ({ em, path, params }) => em.expand(getAccount(em, path[0]!, 'id'), expandPaths(params))),
  route('POST', '/v1/accounts/:id', ({ em, path, params }) => {
    allowOnly(params, ['metadata', 'email', 'settings', 'business_profile', 'capabilities']);
    const account = getAccount(em, path[0]!, 'id');
    const before = { metadata: { ...account.metadata }, settings: structuredClone(account.settings), email: account.email };
    const email = nullableStr(params, 'email');
    if (email !== undefined) account.email = email;
    account.metadata = mergeMetadata(account.metadata ?? null, params);
    const schedule = obj(obj(obj(params, 'settings') ?? {}, 'payouts') ?? {}, 'schedule');
    if (schedule && account.settings?.payouts) {
      allowOnly(schedule, ['interval', 'delay_days', 'weekly_anchor', 'monthly_anchor']);
      const interval = str(schedule, 'interval');
      if (interval && !['manual', 'daily', 'weekly', 'monthly'].includes(interval)) throw invalidRequest(`Invalid interval: ${interval}`, 'settings[payouts][schedule][interval]');
      const s = account.settings.payouts.schedule as unknown as Record<string, unknown>;
      if (interval) s.interval = interval;
      for (const k of ['weekly_anchor', 'monthly_anchor'] as const) {
        const v = str(schedule, k);
        if (v !== undefined) s[k] = k === 'monthly_anchor' ? Number(v) : v;
      }
    }
    em.emit('account.updated', account, before, { account: account.id });
    return em.expand(account, expandPaths(params));
  }),
  route('DELETE', '/v1/accounts/:id', ({ em, path }) => {
    const account = getAccount(em, path[0]!, 'id');
    const deleted = { id: account.id, object: 'account', deleted: true };
    em.state.put('accounts', deleted as unknown as Stripe.Account);
    return deleted;
  }),
  route('POST', '/v1/account_links', ({ em, params }) => {
    allowOnly(params, ['account', 'refresh_url', 'return_url', 'type', 'collect', 'collection_options']);
    const account = getAccount(em, requiredStr(params, 'account'));
    const type = requiredStr(params, 'type');
    if (!['account_onboarding', 'account_update'].includes(type)) throw invalidRequest(`Invalid type: must be one of account_onboarding or account_update`, 'type');
    const refreshUrl = requiredStr(params, 'refresh_url');
    const returnUrl = requiredStr(params, 'return_url');
    for (const [name, value] of [['refresh_url', refreshUrl], ['return_url', returnUrl]] as const) {
      if (!/^https?:\/\//i.test(value)) throw invalidRequest(`Not a valid URL`, name, 'url_invalid');
    }
    const now = Math.floor(Date.now() / 1000);
    const linkId = em.state.newId('acctlink');
    em.state.accountLinks.set(linkId, { account: account.id, refreshUrl, returnUrl, expiresAt: now + ACCOUNT_LINK_TTL_SECONDS });
    const link = { object: 'account_link', created: now, expires_at: now + ACCOUNT_LINK_TTL_SECONDS, url: `${em.baseUrl}/_emulator/connect/onboarding/${linkId}` } as Stripe.AccountLink;
    return link;
  }),
  route('POST', '/v1/accounts/:id/login_links', ({ em, path, params }) => {
    allowOnly(params, []);
    const account = getAccount(em, path[0]!, 'account');
    if (account.type !== 'express') throw invalidRequest('Login links can only be created for Express accounts.', 'account');
    if (!account.details_submitted) throw invalidRequest('Cannot create a login link for an account that has not completed onboarding.', 'account');
    return { object: 'login_link', created: Math.floor(Date.now() / 1000), url: `${em.baseUrl}/_emulator/connect/dashboard/${account.id}` } as Stripe.LoginLink;
  }),
];
