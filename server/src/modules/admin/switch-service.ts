import { SWITCH_SESSION_MS, type SessionOutput } from '@crashpad/sync';
import { AppError } from '../../http/app-error.js';
import type { AuthState } from '../../http/auth.js';
import type { AppContext } from '../../app-context.js';
import type { AccountsModule } from '../accounts/module.js';
import type { AuditLogRepo } from './audit-log.js';

/**
 * Admin switch-user (DECISIONS #8): a one-hour session of the target user that names the admin
 * as actor, cannot switch again (requireAdmin refuses switched sessions) and is audit-logged.
 */
export function switchService(app: AppContext, accounts: Pick<AccountsModule, 'issuer' | 'sessions' | 'users'>, audit: AuditLogRepo) {
  return {
    async switchInto(admin: AuthState, targetId: string): Promise<SessionOutput> {
      if (targetId === admin.user._id) throw new AppError('forbidden');
      const target = await accounts.users.byId(targetId);
      if (!target || target.status === 'DEACTIVATED') throw new AppError('not_found');
      // Switching into another admin would hand over nothing useful and blur the audit trail.
      if (target.is_admin) throw new AppError('forbidden');
      const { session, token } = await accounts.issuer.open(target, {
        keep: false,
        ttlMs: SWITCH_SESSION_MS,
        actorId: admin.user._id,
        parentSessionId: admin.sessionId,
      });
      await audit.record({
        at: app.clock.now(),
        action: 'switch_in',
        actor_id: admin.user._id,
        user_id: target._id,
        session_id: session._id,
        method: null,
        path: null,
        status: null,
      });
      app.events.emit('admin.switch', { adminId: admin.user._id, userId: target._id, direction: 'in' });
      return accounts.issuer.output(target, token, session);
    },

    /** Ends the switched session; answers the admin's own session when it is still live. */
    async switchBack(switched: AuthState): Promise<{ ok: true; session: SessionOutput | null }> {
      if (!switched.actorId) throw new AppError('forbidden');
      const now = app.clock.now();
      const current = await accounts.sessions.findLive(switched.sessionId, now);
      await accounts.sessions.revoke(switched.sessionId, now);
      await audit.record({
        at: now,
        action: 'switch_out',
        actor_id: switched.actorId,
        user_id: switched.user._id,
        session_id: switched.sessionId,
        method: null,
        path: null,
        status: null,
      });
      app.events.emit('admin.switch', { adminId: switched.actorId, userId: switched.user._id, direction: 'out' });
      const parent = current?.parent_session_id ? await accounts.sessions.findLive(current.parent_session_id, now) : null;
      const admin = parent && (await accounts.users.byId(parent.user_id));
      if (!parent || !admin) return { ok: true, session: null };
      return { ok: true, session: accounts.issuer.output(admin, await accounts.issuer.sign(admin, parent), parent) };
    },
  };
}
