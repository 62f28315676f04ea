import { createFileRoute, redirect } from '@tanstack/react-router';
import { TranslationsView } from '../features/translations-admin/components/translations-view';
import { tabFromSearch } from '../features/translations-admin/model/taxonomy-tabs';
import { pageHead } from '../lib/head/page-head';
import { i18next } from '../lib/i18n/init-i18n';

/** /translations (spec 2 §2, §6: admin only; everyone else is sent home). */
export const Route = createFileRoute('/_auth/translations')({
  validateSearch: tabFromSearch,
  beforeLoad: ({ context }) => {
    // A switched session acts as the user, so it is not an admin here either (DECISIONS #8).
    const { user, admin } = context.session.getSnapshot();
    if (!user?.is_admin || admin) throw redirect({ to: '/', replace: true });
  },
  component: TranslationsPage,
  head: () => pageHead({ title: i18next.t('translations_admin.title'), noindex: true }),
});

function TranslationsPage() {
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <TranslationsView tab={tab ?? 'amenities'} onTab={(next) => void navigate({ search: { tab: next }, replace: true })} />;
}
