import type { Router } from '@koa/router';
import * as v from 'valibot';
import type { AuthedContext } from '../../app-context.js';
import { AppError } from '../../http/app-error.js';
import { authMiddleware, requireAdmin } from '../../http/auth.js';
import { parseInput } from '../../http/validate.js';

const WORK_STATES = ['pending', 'running', 'done', 'failed'] as const;
const stateQuerySchema = v.strictObject({ state: v.optional(v.picklist(WORK_STATES, 'validation.invalid'), 'failed') });
const keySchema = v.pipe(v.string('validation.invalid'), v.minLength(1, 'validation.invalid'), v.maxLength(300, 'validation.invalid'));
const retryJobInputSchema = v.strictObject({ occurrence: keySchema });
const retryEventInputSchema = v.strictObject({ id: keySchema });

const isoOrNull = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/**
 * Operators' view of the background machinery (admins only, never a switched session): job
 * runs and outbox events by state (failed by default), and a retry that gives a failed one a
 * fresh set of attempts. The same data is in the `job_runs` and `outbox_events` collections.
 */
export function registerBackgroundAdminRoutes(router: Router, app: AuthedContext): void {
  const auth = authMiddleware(app.authenticator);

  router.get('/admin/jobs', auth, async (ctx) => {
    requireAdmin(ctx);
    const { state } = parseInput(stateQuerySchema, ctx.query);
    ctx.set('Cache-Control', 'no-store');
    const runs = await app.jobs.runs({ state }, 200);
    ctx.body = {
      runs: runs.map((r) => ({
        occurrence: r.occurrence,
        name: r.name,
        state: r.state,
        attempts: r.attempts,
        due_at: isoOrNull(r.due_at),
        last_error: r.last_error,
        updated_at: isoOrNull(r.updated_at),
        finished_at: isoOrNull(r.finished_at),
      })),
    };
  });

  router.post('/admin/jobs/retry', auth, async (ctx) => {
    requireAdmin(ctx);
    const { occurrence } = parseInput(retryJobInputSchema, ctx.request.body);
    if (!(await app.jobs.retry(occurrence))) throw new AppError('not_found');
    ctx.body = { retried: occurrence };
  });

  router.get('/admin/outbox', auth, async (ctx) => {
    requireAdmin(ctx);
    const { state } = parseInput(stateQuerySchema, ctx.query);
    ctx.set('Cache-Control', 'no-store');
    const events = await app.outbox.list({ state }, 200);
    ctx.body = {
      events: events.map((e) => ({
        id: e._id,
        type: e.type,
        state: e.state,
        attempts: e.attempts,
        handlers_done: e.handlers_done,
        last_error: e.last_error,
        created_at: isoOrNull(e.created_at),
        updated_at: isoOrNull(e.updated_at),
      })),
    };
  });

  router.post('/admin/outbox/retry', auth, async (ctx) => {
    requireAdmin(ctx);
    const { id } = parseInput(retryEventInputSchema, ctx.request.body);
    if (!(await app.outbox.retry(id))) throw new AppError('not_found');
    ctx.body = { retried: id };
  });
}
