import { createFileRoute } from '@tanstack/react-router';
import { PadPassPage } from '../features/rentals/components/pad-pass-page';
import { useSession } from '../lib/session/use-session';
import { pageHead } from '../lib/head/page-head';
import { i18next } from '../lib/i18n/init-i18n';

/** /pad-pass/{rentalId} (auth; issue 10): the crew's arrival card, precached and read from the local database. */
export const Route = createFileRoute('/_auth/pad-pass/$rentalId')({
  component: PadPassRoute,
  head: () => pageHead({ title: i18next.t('tenancy.pad_pass.meta_title'), noindex: true }),
});

function PadPassRoute() {
  const { user } = useSession();
  const { rentalId } = Route.useParams();
  return user ? <PadPassPage userId={user.id} rentalId={rentalId} /> : null;
}
