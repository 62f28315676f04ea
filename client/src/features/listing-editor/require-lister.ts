import { roleOfPlan } from '@crashpad/sync';
import { redirect } from '@tanstack/react-router';
import type { SessionStore } from '../../lib/session/data/session-store';

/** `beforeLoad` of the wizard routes: only listers may open them, others go to / (spec 2 §2, §6). */
export function requireLister({ context }: { context: { session: SessionStore } }): void {
  if (roleOfPlan(context.session.getSnapshot().user?.user_plan) !== 'lister') throw redirect({ to: '/' });
}
