import { LANGUAGES, invitationPath, translateShared, type Language } from '@crashpad/sync';
import type { AppContext } from '../../app-context.js';
import { dollarsText } from './rental-views.js';
import type { RentalDoc } from './rentals-collections.js';

const fill = (text: string, params: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => params[k] ?? '');
const esc = (t: string) => t.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The invitation e-mail in the tenant's language (their account's, else the lister's), with the
 * single-use link built from the configured public URL (DECISIONS #6), never the Host header.
 * Sent right after the write that made the token: the raw token exists nowhere else.
 */
export async function sendInviteMail(app: AppContext, rental: RentalDoc, token: string, locale: string | null | undefined): Promise<void> {
  const lang: Language = (LANGUAGES as readonly string[]).includes(String(locale)) ? (locale as Language) : 'en';
  const t = (key: string, params: Record<string, string> = {}) => fill(translateShared(lang, `rentals.${key}`), params);
  const link = `${app.config.publicUrl.replace(/\/$/, '')}${invitationPath(token)}`;
  const params = {
    lister: rental.lister_name,
    location: rental.location,
    room: rental.room_name,
    bed: rental.bed_name,
    start: `${rental.start_date} ${rental.start_time}`,
    rent: dollarsText(rental.rental_amount_cents),
    deposit: dollarsText(rental.deposit_cents),
    payment_day: String(rental.payment_date),
    reference: rental.booking_reference,
    link,
    expires: (rental.invite_expires_at ?? '').slice(0, 10),
  };
  const lines = [t('invite_body', params), rental.auto_pay === 1 ? t('invite_autopay') : '', t('invite_link', params)].filter(Boolean);
  await app.mailer.send({
    to: rental.tenant_email,
    subject: t('invite_subject', params),
    text: lines.join('\n\n'),
    html: lines.map((l) => `<p>${esc(l).replace(esc(link), `<a href="${esc(link)}">${esc(link)}</a>`)}</p>`).join(''),
  });
}
