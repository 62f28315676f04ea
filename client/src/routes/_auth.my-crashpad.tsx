import { createFileRoute } from '@tanstack/react-router';
import { MyRentalsPage } from '../features/rentals/components/my-rentals-page';
import { useSession } from '../lib/session/use-session';
import { pageHead } from '../lib/head/page-head';
import { i18next } from '../lib/i18n/init-i18n';

/** /my-crashpad (auth; spec 3 §2 My Rentals): the user's rentals from the local database, offline too. */
export const Route = createFileRoute('/_auth/my-crashpad')({
  component: MyRentalsRoute,
  head: () => pageHead({ title: i18next.t('tenancy.title'), noindex: true }),
});

function MyRentalsRoute() {
  const { user } = useSession();
  return user ? <MyRentalsPage userId={user.id} /> : null;
}
