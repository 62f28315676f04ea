import { createFileRoute } from '@tanstack/react-router';
import { EditListing } from '../features/listing-editor/components/edit-listing';
import { requireLister } from '../features/listing-editor/require-lister';
import { pageHead } from '../lib/head/page-head';
import { i18next } from '../lib/i18n/init-i18n';

/** /my-crashpads/{id}/edit (listers only, spec 2 §2): the listing wizard in edit mode. */
export const Route = createFileRoute('/_auth/my-crashpads/$id/edit')({
  beforeLoad: requireLister,
  component: EditListingPage,
  head: () => pageHead({ title: i18next.t('listing_editor.edit_title'), noindex: true }),
});

function EditListingPage() {
  const { id } = Route.useParams();
  return <EditListing id={id} />;
}
