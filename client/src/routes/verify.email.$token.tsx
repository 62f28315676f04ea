import { createFileRoute } from '@tanstack/react-router';
import { VerifyEmailView } from '../features/auth/components/verify-email-view';
import { pageHead } from '../lib/head/page-head';
import { i18next } from '../lib/i18n/init-i18n';

/** /verify/email/{token} (spec 1 §2): the link of a verification e-mail. */
export const Route = createFileRoute('/verify/email/$token')({
  component: VerifyEmailPage,
  head: () => pageHead({ title: i18next.t('auth.verify.title'), description: i18next.t('auth.verify.meta_description'), noindex: true }),
});

function VerifyEmailPage() {
  const { token } = Route.useParams();
  return <VerifyEmailView token={token} />;
}
