import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireLogin } from '../lib/session/require-login';

/**
 * Pathless layout for pages that need a logged-in user: put them under `routes/_auth/` (or name
 * them `_auth.<page>.tsx`). Visitors go to /login?ref_url=<the page> (spec 1 §2 "auth" routes).
 */
export const Route = createFileRoute('/_auth')({
  beforeLoad: requireLogin,
  component: Outlet,
});
