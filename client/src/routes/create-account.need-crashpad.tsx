import { createFileRoute } from '@tanstack/react-router';
import { SignupDetailsPage } from '../features/signup/components/signup-details-page';
import { invitationFromSearch } from '../features/signup/model/invite-mode';
import { parseInviteSearch } from '../features/signup/model/invite-search';
import { pageHead } from '../lib/head/page-head';
import { i18next } from '../lib/i18n/init-i18n';

/** /create-account/need-crashpad: the seeker's details (9.99 for six months). */
export const Route = createFileRoute('/create-account/need-crashpad')({
  validateSearch: parseInviteSearch,
  component: NeedCrashpadPage,
  head: () =>
    pageHead({
      title: i18next.t('signup.form.title_seeker'),
      description: i18next.t('signup.form.meta_seeker'),
      canonicalPath: '/create-account/need-crashpad',
    }),
});

function NeedCrashpadPage() {
  return <SignupDetailsPage accountType="seeker" invitation={invitationFromSearch(Route.useSearch())} listerPlan={null} />;
}
