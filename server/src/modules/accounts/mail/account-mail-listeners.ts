import { DEACTIVATION_CODE_MS, RESET_TOKEN_MS, VERIFY_TOKEN_MS } from '@crashpad/sync';
import type { AppContext } from '../../../app-context.js';
import type { UserDoc } from '../user-doc.js';
import type { UsersRepo } from '../users-repo.js';
import { renderAccountMail } from './render-account-mail.js';

const minutes = (ms: number) => Math.round(ms / 60_000);

/**
 * The name to greet with: only when mailing the user's own verified address. Anything else may
 * be someone else's inbox, and the name is text whoever signed up chose (issue 7 §1.6).
 */
const greetingName = (user: UserDoc, to: string): string | null => (user.email_verified && to === user.email ? user.first_name : null);

/**
 * Mails for account events, in the user's stored language. Links are built from the configured
 * public URL, never from a request's Host header (DECISIONS #6).
 */
export function registerAccountMailListeners(app: AppContext, users: UsersRepo): void {
  const base = app.config.publicUrl;

  app.events.on('email.verification_requested', async ({ userId, email, token }) => {
    const user = await users.byId(userId);
    if (!user) return;
    const link = `${base}/verify/email/${encodeURIComponent(token)}`;
    await app.mailer.send(renderAccountMail('verify_email', user.locale, email, { name: greetingName(user, email), link, hours: VERIFY_TOKEN_MS / 3_600_000 }));
  });

  app.events.on('password.reset_requested', async ({ userId, token }) => {
    const user = await users.byId(userId);
    if (!user) return;
    const link = `${base}/password/reset/${encodeURIComponent(token)}`;
    await app.mailer.send(renderAccountMail('reset_password', user.locale, user.email, { name: greetingName(user, user.email), link, minutes: minutes(RESET_TOKEN_MS) }));
  });

  app.events.on('account.deactivation_requested', async ({ userId, code }) => {
    const user = await users.byId(userId);
    if (!user) return;
    await app.mailer.send(renderAccountMail('deactivation_code', user.locale, user.email, { name: greetingName(user, user.email), code, minutes: minutes(DEACTIVATION_CODE_MS) }));
  });
}
