import * as v from 'valibot';
import { CONTACT_MESSAGE_MAX, CONTACT_SUBJECT_MAX } from '../limits.js';
import { emailField } from './email-field.js';
import { requiredText } from './fields.js';

/** POST /contact (spec 2 §3 contact form), in the order the form checks it. Answer `{ ok: true }`. */
export const contactInputSchema = v.strictObject({
  name: requiredText('validation.contact_name_required'),
  email: emailField,
  subject: requiredText('validation.subject_required', CONTACT_SUBJECT_MAX),
  message_content: requiredText('validation.message_required', CONTACT_MESSAGE_MAX),
});
export type ContactInput = v.InferOutput<typeof contactInputSchema>;

/** GET /emails (admins): contact messages per day, newest day first (spec 2 §3 "Emails per day"). */
const emailsPerDaySchema = v.strictObject({
  /** The newest message of that day. */
  message_id: v.string(),
  year_created: v.number(),
  month_created: v.number(),
  day_created: v.number(),
  total_emails: v.number(),
});
export type EmailsPerDay = v.InferOutput<typeof emailsPerDaySchema>;
export const emailsPerDayOutputSchema = v.strictObject({ data: v.array(emailsPerDaySchema) });
