import type { Language } from '@crashpad/sync';
import type { OutgoingMail } from '../../../platform/mail/mailer.js';
import { ACCOUNT_MAIL_TEXTS, NAMELESS_GREETING, type AccountMailKind } from './account-mail-texts.js';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

export interface AccountMailValues {
  /** The recipient's first name, or null to greet without one (unproved addresses). */
  name: string | null;
  link?: string;
  code?: string;
  minutes?: number;
  hours?: number;
  /** A date already formatted for the mail (e.g. `2027-05-24`). */
  date?: string;
  /** Receipts: the service paid for and the amount, already formatted (`$49.00`). */
  service?: string;
  amount?: string;
}

/**
 * Renders an account e-mail in the user's language as plain text and simple HTML. Every value
 * that came from a user (the name) is escaped in the HTML part, and the name appears only in
 * mail to the user's own proved address (see greetingName).
 */
export function renderAccountMail(kind: AccountMailKind, locale: Language, to: string, values: AccountMailValues): OutgoingMail {
  const t = ACCOUNT_MAIL_TEXTS[locale][kind];
  const greeting = values.name === null ? NAMELESS_GREETING[locale] : t.greeting;
  const plain: Record<string, string> = {
    name: values.name ?? '',
    minutes: String(values.minutes ?? ''),
    hours: String(values.hours ?? ''),
    date: values.date ?? '',
    service: values.service ?? '',
    amount: values.amount ?? '',
  };
  const html: Record<string, string> = Object.fromEntries(Object.entries(plain).map(([k, v]) => [k, escapeHtml(v)]));

  const textParts = [fill(greeting, plain), ...t.body.map((p) => fill(p, plain))];
  const htmlParts = [`<p>${fill(escapeHtml(greeting), html)}</p>`, ...t.body.map((p) => `<p>${fill(escapeHtml(p), html)}</p>`)];
  if (values.link) {
    textParts.push(`${t.action ?? ''}: ${values.link}`);
    const href = escapeHtml(values.link);
    htmlParts.push(
      `<p><a href="${href}" style="display:inline-block;padding:12px 20px;background:#0b5cad;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(t.action ?? values.link)}</a></p>`,
      `<p style="font-size:13px;color:#555">${href}</p>`,
    );
  }
  if (values.code) {
    textParts.push(values.code);
    htmlParts.push(`<p style="font-size:28px;letter-spacing:6px;font-weight:bold">${escapeHtml(values.code)}</p>`);
  }
  textParts.push(...t.footer.map((p) => fill(p, plain)));
  htmlParts.push(...t.footer.map((p) => `<p style="font-size:13px;color:#555">${fill(escapeHtml(p), html)}</p>`));

  return {
    to,
    subject: t.subject,
    text: textParts.join('\n\n'),
    html: `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1b1b1b">${htmlParts.join('')}</body></html>`,
  };
}
