import { createFileRoute } from '@tanstack/react-router';
import { MyCrewPage } from '../features/crew/components/my-crew-page';
import { parseCrewSearch } from '../features/crew/model/crew-search';
import { requireLister } from '../features/my-listings/require-lister';
import { useSession } from '../lib/session/use-session';
import { pageHead } from '../lib/head/page-head';
import { i18next } from '../lib/i18n/init-i18n';

/**
 * /my-crew (auth, listers; spec 3 §2). `?invite` opens the invite modal (from the inbox, a chat
 * or My Listings) with the counterpart's e-mail and the listing filled in.
 */
export const Route = createFileRoute('/_auth/my-crew')({
  beforeLoad: requireLister,
  validateSearch: parseCrewSearch,
  component: MyCrewRoute,
  head: () => pageHead({ title: i18next.t('crew.title'), noindex: true }),
});

function MyCrewRoute() {
  const { user } = useSession();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  if (!user) return null;
  const invite = search.invite ? { tenant_email: search.email ?? '', location_id: search.listing ?? '' } : null;
  return <MyCrewPage userId={user.id} invite={invite} onInviteClosed={() => void navigate({ search: {}, replace: true })} />;
}
