import { createFileRoute, redirect } from '@tanstack/react-router';
import { SignupDetailsPage } from '../features/signup/components/signup-details-page';
import { invitationFromSearch } from '../features/signup/model/invite-mode';
import { parseInviteSearch } from '../features/signup/model/invite-search';
import { readPlanChoice } from '../features/signup/model/plan-choice';
import { pageHead } from '../lib/head/page-head';
import { i18next } from '../lib/i18n/init-i18n';

/** /create-account/list-crashpad: the lister's details; without a chosen package, back to the packages. */
export const Route = createFileRoute('/create-account/list-crashpad')({
  validateSearch: parseInviteSearch,
  beforeLoad: () => {
    const plan = readPlanChoice(window.sessionStorage);
    if (!plan) throw redirect({ to: '/create-account/lister-package', replace: true });
    return { listerPlan: plan };
  },
  component: ListCrashpadPage,
  head: () => pageHead({ title: i18next.t('signup.form.title_lister'), description: i18next.t('signup.form.meta_lister'), noindex: true }),
});

function ListCrashpadPage() {
  const search = Route.useSearch();
  const { listerPlan } = Route.useRouteContext();
  return <SignupDetailsPage accountType="lister" invitation={invitationFromSearch(search)} listerPlan={listerPlan} />;
}
