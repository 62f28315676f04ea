import {
  customLinkOutputSchema,
  dashboardLinkOutputSchema,
  listerSettingsOutputSchema,
  payoutAccountOutputSchema,
  payoutConfigOutputSchema,
} from '@crashpad/sync';
import type { ApiClient } from '../../../lib/api-client/api-client';

/** Statuses the payouts screens show themselves (403: not a lister or a switched admin). */
const own = { handles: [400, 403, 404, 409, 422, 429, 503] as const };

/** The lister's payout calls (spec 1 §7): Connect account, its links, autopay and the payout schedule. */
export const payoutsApi = {
  account: async (api: ApiClient, signal?: AbortSignal) => (await api.get('/stripe/account', { ...own, schema: payoutAccountOutputSchema, signal })).account,
  /** Stripe's login link once onboarding is complete, else null. */
  dashboardLink: async (api: ApiClient, signal?: AbortSignal) => (await api.get('/stripe/dashboard-link', { ...own, schema: dashboardLinkOutputSchema, signal })).account_link,
  /** A fresh onboarding (or update) link; made on click because Stripe's links expire within minutes. */
  customLink: async (api: ApiClient, type: 'account_onboarding' | 'account_update') =>
    (await api.get('/stripe/get-custom-link', { ...own, query: { type }, schema: customLinkOutputSchema })).account_link,
  setAutopay: async (api: ApiClient, on: boolean) => (await api.put('/lister/settings/autopay', { status: on ? 1 : 0 }, { ...own, schema: listerSettingsOutputSchema })).user,
  payoutConfig: (api: ApiClient, signal?: AbortSignal) => api.get('/lister/settings/payout-config', { ...own, schema: payoutConfigOutputSchema, signal }),
  setPayoutConfig: async (api: ApiClient, configId: number) =>
    (await api.put('/lister/settings/payout-config', { config_id: configId }, { ...own, schema: listerSettingsOutputSchema })).user,
};
