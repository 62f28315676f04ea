import { createFileRoute } from '@tanstack/react-router';
import { AcceptPage } from '../features/rentals/components/accept-page';
import { pageHead } from '../lib/head/page-head';
import { i18next } from '../lib/i18n/init-i18n';

/** /tenant/accept/{token} (auth; spec 3 §4): accepts the invitation, then /my-crashpad after 1.5 s. */
export const Route = createFileRoute('/_auth/tenant/accept/$token')({
  component: AcceptRoute,
  head: () => pageHead({ title: i18next.t('tenancy.accept.meta_title'), noindex: true }),
});

function AcceptRoute() {
  const { token } = Route.useParams();
  return <AcceptPage token={token} />;
}
