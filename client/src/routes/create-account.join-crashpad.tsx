import { createFileRoute } from '@tanstack/react-router';
import { SignupDetailsPage } from '../features/signup/components/signup-details-page';
import { invitationFromSearch } from '../features/signup/model/invite-mode';
import { parseInviteSearch } from '../features/signup/model/invite-search';
import { pageHead } from '../lib/head/page-head';
import { i18next } from '../lib/i18n/init-i18n';

/** /create-account/join-crashpad: the free tenant account; `?email=&vcode=` from an invitation locks the e-mail. */
export const Route = createFileRoute('/create-account/join-crashpad')({
  validateSearch: parseInviteSearch,
  component: JoinCrashpadPage,
  head: () =>
    pageHead({
      title: i18next.t('signup.form.title_tenant'),
      description: i18next.t('signup.form.meta_tenant'),
      canonicalPath: '/create-account/join-crashpad',
    }),
});

function JoinCrashpadPage() {
  return <SignupDetailsPage accountType="tenant" invitation={invitationFromSearch(Route.useSearch())} listerPlan={null} />;
}
