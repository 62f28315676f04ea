import { emailsPerDayOutputSchema, type ContactInput, type EmailsPerDay } from '@crashpad/sync';
import type { ApiClient } from '../../../lib/api-client/api-client';

/** POST /contact. 422 and 429 answers carry the server's translated message, shown by the form. */
export const sendContactMessage = (api: ApiClient, input: ContactInput): Promise<unknown> => api.post('/contact', input, { handles: [422, 429] });

/** GET /emails (admins): contact messages per UTC day, newest first. */
export const loadEmailsPerDay = (api: ApiClient, signal?: AbortSignal): Promise<EmailsPerDay[]> =>
  api.get('/emails', { schema: emailsPerDayOutputSchema, signal }).then((out) => out.data);
