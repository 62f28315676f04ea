import { createFileRoute } from '@tanstack/react-router';
import { CreateListing } from '../features/listing-editor/components/create-listing';
import { requireLister } from '../features/listing-editor/require-lister';
import { pageHead } from '../lib/head/page-head';
import { i18next } from '../lib/i18n/init-i18n';

/** /create-crashpad (listers only, spec 2 §2): the listing wizard in create mode. */
export const Route = createFileRoute('/_auth/create-crashpad')({
  beforeLoad: requireLister,
  component: CreateListing,
  head: () => pageHead({ title: i18next.t('listing_editor.create_title'), noindex: true }),
});
