import {
  acceptRentalOutputSchema,
  alertSettingsOutputSchema,
  paymentRequestOutputSchema,
  rentalOutputSchema,
  rentalTokenOutputSchema,
  type AlertSettings,
} from '@crashpad/sync';
import type { ApiClient } from '../../../lib/api-client/api-client';

const id = (value: string) => encodeURIComponent(value);
/** Failures the tenant screens show themselves with the server's message (spec 3 §8). */
const HANDLED = [400, 402, 403, 404, 408, 409, 410, 422] as const;

/** The tenant's side of rentals and payment requests (spec 3 §7); the lists replicate. */
export const rentalsApi = {
  /** GET /rental/token/{token}: the booking an invitation link shows (404 invite_invalid when not pending). */
  invitation: (api: ApiClient, token: string, signal?: AbortSignal) => api.get(`/rental/token/${id(token)}`, { schema: rentalTokenOutputSchema, signal, handles: [404, 410] }),
  /** Accept through the link's token (POST, DECISIONS #5). */
  acceptToken: (api: ApiClient, token: string) => api.post('/rental/accept', { token }, { schema: acceptRentalOutputSchema, handles: HANDLED }),
  /** Accept from My Rentals: the invitation addressed to the logged-in tenant. */
  accept: (api: ApiClient, rentalId: string) => api.post(`/rental/${id(rentalId)}/accept`, {}, { schema: acceptRentalOutputSchema, handles: HANDLED }),
  decline: (api: ApiClient, rentalId: string) => api.post(`/rental/${id(rentalId)}/decline`, {}, { schema: rentalOutputSchema, handles: HANDLED }),
  requestCheckout: (api: ApiClient, rentalId: string, body: { checkout_date: string; checkout_time: string }) =>
    api.post(`/rental/${id(rentalId)}/checkout-date`, body, { schema: rentalOutputSchema, handles: HANDLED }),
  acceptAutopay: (api: ApiClient, rentalId: string) => api.post(`/rental/${id(rentalId)}/accept-autopay`, {}, { schema: rentalOutputSchema, handles: HANDLED }),
  declineAutopay: (api: ApiClient, rentalId: string) => api.post(`/rental/${id(rentalId)}/decline-autopay`, {}, { schema: rentalOutputSchema, handles: HANDLED }),
  disableAutopay: (api: ApiClient, rentalId: string) => api.post(`/rental/${id(rentalId)}/disable-autopay`, {}, { schema: rentalOutputSchema, handles: HANDLED }),
  /** PUT /payment-request/{id}: pay with the card on file. */
  payRequest: (api: ApiClient, requestId: string) => api.put(`/payment-request/${id(requestId)}`, {}, { schema: paymentRequestOutputSchema, handles: HANDLED }),
  /** DELETE /payment-request/{id} with the reason (empty: the server stores "No reason provided"). */
  rejectRequest: (api: ApiClient, requestId: string, reason: string) =>
    api.delete(`/payment-request/${id(requestId)}`, { reason }, { schema: paymentRequestOutputSchema, handles: HANDLED }),
  alertSettings: (api: ApiClient, signal?: AbortSignal) => api.get('/user/alert-settings', { schema: alertSettingsOutputSchema, signal }),
  saveAlertSettings: (api: ApiClient, body: AlertSettings) => api.put('/user/alert-settings', body, { schema: alertSettingsOutputSchema, handles: HANDLED }),
};
