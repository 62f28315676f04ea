import type { Router } from '@koa/router';
import * as v from 'valibot';
import type { AppContext } from '../../app-context.js';
import { parseInput } from '../../http/validate.js';

const mailboxQuerySchema = v.strictObject({ to: v.optional(v.pipe(v.string(), v.maxLength(254))) });

/**
 * Development-only routes: the mailbox where e-mails land when no SMTP server is configured.
 * Never registered in production.
 */
export function registerDevRoutes(router: Router, app: AppContext): void {
  if (app.config.env === 'production' || !app.mailer.mailbox) return;
  const box = app.mailer.mailbox;
  router.get('/dev/mailbox', async (ctx) => {
    const { to } = parseInput(mailboxQuerySchema, ctx.query);
    await app.events.idle();
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { messages: await box.list(to) };
  });
  router.delete('/dev/mailbox', async (ctx) => {
    await box.clear();
    ctx.body = { ok: true };
  });
}
