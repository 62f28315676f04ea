import { createFileRoute } from '@tanstack/react-router';
import { DashboardView } from '../features/account-settings/components/dashboard-view';
import { useSession } from '../lib/session/use-session';
import { pageHead } from '../lib/head/page-head';
import { i18next } from '../lib/i18n/init-i18n';

/** /dashboard (auth, spec 1 §2): the signed-in landing that points each role onward. */
export const Route = createFileRoute('/_auth/dashboard')({
  component: DashboardPage,
  head: () => pageHead({ title: i18next.t('settings.dashboard.page_title'), noindex: true }),
});

function DashboardPage() {
  const { user } = useSession();
  return user ? <DashboardView user={user} /> : null;
}
