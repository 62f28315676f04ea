import type { AppContext } from '../../app-context.js';
import type { ContactRepo } from './contact-repo.js';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** Header-safe single line: a subject with line breaks could otherwise add mail headers. */
const oneLine = (s: string) => s.replace(/[\r\n\u2028\u2029]+/g, ' ').trim();

/**
 * Forwards each contact message to the support address (config.supportEmail). The mail is for
 * the support team, so it is in English; the sender's language is stated so the reply can be
 * in theirs. Everything the visitor typed is escaped in the HTML part.
 */
export function registerContactMailListener(app: AppContext, repo: ContactRepo): void {
  app.events.on('contact.message_received', async ({ messageId }) => {
    const m = await repo.byId(messageId);
    if (!m) return;
    const facts = [
      ['From', `${m.name} <${m.email}>`],
      ['Account', m.user_id ?? 'not signed in'],
      ['Language', m.locale],
      ['Received', m.created_at],
      ['Message id', m._id],
    ] as const;
    const text = [...facts.map(([k, val]) => `${k}: ${val}`), '', m.message_content, '', 'Reply within 24 hours (promised on /contact).'].join('\n');
    const html = [
      '<table>',
      ...facts.map(([k, val]) => `<tr><th align="left">${k}</th><td>${escapeHtml(val)}</td></tr>`),
      '</table>',
      `<p style="white-space:pre-wrap">${escapeHtml(m.message_content)}</p>`,
      '<p>Reply within 24 hours (promised on /contact).</p>',
    ].join('\n');
    await app.mailer.send({ to: app.config.supportEmail, subject: oneLine(`[Contact] ${m.subject}`), text, html });
  });
}
