import type { Router } from '@koa/router';
import * as v from 'valibot';
import type { AppContext } from '../../app-context.js';
import { parseInput } from '../../http/validate.js';
import { isAdjustable, isoAt } from '../../platform/clock.js';

const mailboxQuerySchema = v.strictObject({ to: v.optional(v.pipe(v.string(), v.maxLength(254))) });

/** At most five years at a time: enough for any plan term, small enough to stay a sane date. */
const MAX_ADVANCE_MS = 5 * 366 * 24 * 60 * 60 * 1000;
const clockInputSchema = v.strictObject({
  advance_ms: v.pipe(v.number('validation.invalid'), v.safeInteger('validation.invalid'), v.minValue(1, 'validation.invalid'), v.maxValue(MAX_ADVANCE_MS, 'validation.invalid')),
});

/**
 * Development-only routes: the mailbox where e-mails land when no SMTP server is configured.
 * Never registered in production.
 */
export function registerDevRoutes(router: Router, app: AppContext): void {
  if (app.config.env === 'production') return;
  registerDevClock(router, app);
  if (!app.mailer.mailbox) return;
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

/**
 * POST /dev/clock {advance_ms}: moves the server's clock forward (journeys that need a plan to
 * run out, e.g. a seeker's six months) and runs the jobs that became due, then answers the new
 * time. Only with a clock that can move (never systemClock, which production uses).
 */
function registerDevClock(router: Router, app: AppContext): void {
  const clock = app.clock;
  if (!isAdjustable(clock)) return;
  router.post('/dev/clock', async (ctx) => {
    const { advance_ms: ms } = parseInput(clockInputSchema, ctx.request.body);
    clock.advance(ms);
    await app.jobs.tick();
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { now: isoAt(clock.now()) };
  });
}
