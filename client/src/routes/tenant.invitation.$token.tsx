import { createFileRoute } from '@tanstack/react-router';
import { PaymentMethodManager } from '../features/billing/components/payment-method-manager';
import { InvitationPage, type InvitationSignupSlot } from '../features/rentals/components/invitation-page';
import { InvitationSignupForm } from '../features/signup/components/invitation-signup-form';
import { useSession } from '../lib/session/use-session';
import { pageHead } from '../lib/head/page-head';
import { i18next } from '../lib/i18n/init-i18n';

/**
 * /tenant/invitation/{token}: the page an invitation e-mail links to (spec 3 §2). Public: a
 * visitor sees the booking, then creates the account in step 1 (the sign-up feature's form) or
 * logs in; the payment step uses the billing card form.
 */
export const Route = createFileRoute('/tenant/invitation/$token')({
  component: InvitationRoute,
  head: () => pageHead({ title: i18next.t('tenancy.invitation.meta_title'), noindex: true }),
});

function InvitationRoute() {
  const { token } = Route.useParams();
  const { user } = useSession();
  return (
    <InvitationPage
      token={token}
      userEmail={user?.email ?? null}
      paymentStep={user ? <PaymentMethodManager userId={user.id} headingLevel={2} redirect={false} /> : null}
      signupForm={signupForm}
    />
  );
}

const signupForm = ({ email, code, onRegistered, onStale }: InvitationSignupSlot) => (
  <InvitationSignupForm invitation={{ email, code }} onRegistered={onRegistered} onStale={onStale} />
);
