import { createFileRoute } from '@tanstack/react-router';
import { PackagePicker } from '../features/signup/components/package-picker';
import { pageHead } from '../lib/head/page-head';
import { i18next } from '../lib/i18n/init-i18n';

/** /create-account/lister-package (route name register.pricing, spec 1 §2). */
export const Route = createFileRoute('/create-account/lister-package')({
  component: PackagePicker,
  head: () =>
    pageHead({
      title: i18next.t('signup.package.title'),
      description: i18next.t('signup.package.meta_description'),
      canonicalPath: '/create-account/lister-package',
    }),
});
