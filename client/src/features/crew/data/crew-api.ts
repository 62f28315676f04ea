import {
  monthlyReportOutputSchema,
  paymentRequestOutputSchema,
  padPassOutputSchema,
  rentalOutputSchema,
  revenueOutputSchema,
  sendTenantMessageOutputSchema,
  transactionOutputSchema,
  transactionsOutputSchema,
  unrentedOutputSchema,
  userExistsOutputSchema,
  type PadPassInput,
} from '@crashpad/sync';
import type { ApiClient } from '../../../lib/api-client/api-client';

const id = (value: string) => encodeURIComponent(value);
/** Statuses the crew screens answer themselves with the server's message (spec 3 §8). */
const HANDLED = [400, 403, 404, 408, 409, 422] as const;

/** The lister's side of rentals (spec 3 §7), online-only calls; the lists themselves replicate. */
export const crewApi = {
  unrented: (api: ApiClient, signal?: AbortSignal) => api.get('/lister/listings/unrented', { schema: unrentedOutputSchema, signal }),
  userExists: (api: ApiClient, email: string, signal?: AbortSignal) =>
    api.post('/user/exists', { email }, { schema: userExistsOutputSchema, signal, background: true }),
  resendInvite: (api: ApiClient, rentalId: string) => api.post(`/rental/${id(rentalId)}/resend-invite`, {}, { schema: rentalOutputSchema, handles: HANDLED }),
  cancelInvite: (api: ApiClient, rentalId: string) => api.post(`/rental/${id(rentalId)}/cancel-invite`, {}, { schema: rentalOutputSchema, handles: HANDLED }),
  updateNote: (api: ApiClient, rentalId: string, note: string) =>
    api.put(`/rental/${id(rentalId)}/update-tenant-note`, { note_agreement: note }, { schema: rentalOutputSchema, handles: HANDLED }),
  requestAutopay: (api: ApiClient, rentalId: string, body: { rental_amount?: string; deposit?: string }) =>
    api.post(`/rental/${id(rentalId)}/request-autopay`, body, { schema: rentalOutputSchema, handles: HANDLED }),
  requestDisableAutopay: (api: ApiClient, rentalId: string) => api.post(`/rental/${id(rentalId)}/disable-autopay`, {}, { schema: rentalOutputSchema, handles: HANDLED }),
  confirmDateChange: (api: ApiClient, rentalId: string) => api.post(`/rental/${id(rentalId)}/checkout-date/confirm`, {}, { schema: rentalOutputSchema, handles: HANDLED }),
  checkOut: (api: ApiClient, rentalId: string, body: { checkout_date: string; checkout_time: string }) =>
    api.post(`/rental/${id(rentalId)}/checkout`, body, { schema: rentalOutputSchema, handles: HANDLED }),
  addManualPayment: (api: ApiClient, body: Record<string, unknown>) => api.post('/transaction', body, { schema: transactionOutputSchema, handles: HANDLED }),
  sendPaymentRequest: (api: ApiClient, body: Record<string, unknown>) => api.post('/payment-request', body, { schema: paymentRequestOutputSchema, handles: HANDLED }),
  transactions: (api: ApiClient, rentalId: string, signal?: AbortSignal) => api.get('/transaction', { query: { tenant_id: rentalId }, schema: transactionsOutputSchema, signal }),
  monthlyReport: (api: ApiClient, signal?: AbortSignal) => api.get('/lister/tenants/monthly-report', { schema: monthlyReportOutputSchema, signal, background: true }),
  revenue: (api: ApiClient, signal?: AbortSignal) => api.get('/lister/payments', { schema: revenueOutputSchema, signal, handles: [403, 404, 409, 500, 502, 503] }),
  /** spec 3 §3 bulk message: `tenants` are rental ids from My Crew's selection. */
  sendMessage: (api: ApiClient, message: string, rentalIds: readonly string[]) =>
    api.post('/lister/send-message-to-tenant', { message_body: message, tenants: rentalIds }, { schema: sendTenantMessageOutputSchema, handles: HANDLED }),
  padPass: (api: ApiClient, listingId: string, signal?: AbortSignal) => api.get(`/lister/listings/${id(listingId)}/pad-pass`, { schema: padPassOutputSchema, signal }),
  savePadPass: (api: ApiClient, listingId: string, body: PadPassInput) =>
    api.put(`/lister/listings/${id(listingId)}/pad-pass`, body, { schema: padPassOutputSchema, handles: HANDLED }),
};
