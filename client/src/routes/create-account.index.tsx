import { createFileRoute } from '@tanstack/react-router';
import { AccountTypeChoice } from '../features/signup/components/account-type-choice';
import { pageHead } from '../lib/head/page-head';
import { i18next } from '../lib/i18n/init-i18n';

/** /create-account (route name register, spec 1 §2): choose lister or seeker. */
export const Route = createFileRoute('/create-account/')({
  component: AccountTypeChoice,
  head: () =>
    pageHead({ title: i18next.t('signup.choose.title'), description: i18next.t('signup.choose.meta_description'), canonicalPath: '/create-account' }),
});
