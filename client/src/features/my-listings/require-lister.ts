import { roleOfPlan } from '@crashpad/sync';
import { redirect } from '@tanstack/react-router';
import type { SessionStore } from '../../lib/session/data/session-store';

/**
 * `beforeLoad` guard after the login guard: a user whose plan does not permit listing goes to /
 * (spec 2 §6). Runs on every navigation, so a plan change applies at once.
 */
export function requireLister({ context }: { context: { session: SessionStore } }): void {
  const user = context.session.getSnapshot().user;
  if (!user || roleOfPlan(user.user_plan) !== 'lister') throw redirect({ to: '/' });
}
