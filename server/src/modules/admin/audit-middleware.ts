import type { Context, Next } from 'koa';
import type { AuthState } from '../../http/auth.js';
import type { Clock } from '../../platform/clock.js';
import type { AuditLogRepo } from './audit-log.js';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Records every write made through a switched (admin) session, whichever module served it,
 * with its outcome. It runs around the routes and reads the caller the auth middleware found.
 * Reads pass straight on, without an async frame of their own (this layer runs on every request).
 */
export function auditSwitchedWrites(audit: AuditLogRepo, clock: Clock) {
  const auditWrite = async (ctx: Context, next: Next): Promise<void> => {
    let status = 500;
    try {
      await next();
      status = ctx.status;
    } catch (err) {
      status = (err as { status?: number }).status ?? 500;
      throw err;
    } finally {
      const auth = ctx.state.auth as AuthState | null | undefined;
      if (auth?.actorId) {
        await audit.record({
          at: clock.now(),
          action: 'write',
          actor_id: auth.actorId,
          user_id: auth.user._id,
          session_id: auth.sessionId,
          method: ctx.method,
          path: ctx.path,
          status,
        });
      }
    }
  };
  return (ctx: Context, next: Next): Promise<void> => (READS.has(ctx.method) ? next() : auditWrite(ctx, next));
}
