import { createFileRoute } from '@tanstack/react-router';
import { lazyProblem, withConnectivityFallback } from '../app/route-error';
import { EmailsView } from '../features/contact/components/emails-view';
import { loadEmailsPerDay } from '../features/contact/data/contact-api';
import { Spinner } from '../ui/feedback/spinner';
import { pageHead } from '../lib/head/page-head';
import { i18next } from '../lib/i18n/init-i18n';

/** /emails (spec 2 §2): contact messages per day; the server answers admins only. */
export const Route = createFileRoute('/_auth/emails')({
  loader: ({ context, abortController }) => loadEmailsPerDay(context.api, abortController.signal),
  pendingComponent: () => <Spinner />,
  pendingMs: 150,
  errorComponent: withConnectivityFallback(lazyProblem(() => import('../features/contact/components/emails-problem').then((m) => m.EmailsProblem))),
  component: EmailsPage,
  head: () => pageHead({ title: i18next.t('contact.emails.title'), noindex: true }),
});

function EmailsPage() {
  return <EmailsView rows={Route.useLoaderData()} />;
}
