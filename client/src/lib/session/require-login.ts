import { redirect, type ParsedLocation } from '@tanstack/react-router';
import type { SessionStore } from './data/session-store';

/**
 * `beforeLoad` guard for routes that need a logged-in user: sends visitors to
 * `/login?ref_url=<where they wanted to go>` (spec 1 §2, §4: login returns to ref_url).
 */
export function requireLogin({ context, location }: { context: { session: SessionStore }; location: ParsedLocation }): void {
  if (context.session.getToken()) return;
  const search = new URLSearchParams({ ref_url: location.href });
  // A plain href: the /login route belongs to the account screens and is typed there.
  throw redirect({ href: `/login?${search.toString()}` });
}
