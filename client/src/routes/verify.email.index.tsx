import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { verifyTokenStore } from '../features/auth/data/link-token-store';
import { VerifyEmailView } from '../features/auth/components/verify-email-view';
import { pageHead } from '../lib/head/page-head';
import { i18next } from '../lib/i18n/init-i18n';

/** /verify/email: verifies with the token /verify/email/{token} put aside for this tab (spec 1 §2). */
export const Route = createFileRoute('/verify/email/')({
  component: VerifyEmailPage,
  head: () => pageHead({ title: i18next.t('auth.verify.title'), description: i18next.t('auth.verify.meta_description'), noindex: true }),
});

function VerifyEmailPage() {
  const [token] = useState(() => verifyTokenStore.read());
  return <VerifyEmailView token={token} onSettled={verifyTokenStore.clear} />;
}
