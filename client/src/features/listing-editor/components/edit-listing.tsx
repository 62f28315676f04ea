import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../ui/button/button';
import { Spinner } from '../../../ui/feedback/spinner';
import { EmptyState } from '../../../ui/views/empty-state';
import { MY_LISTINGS_PATH, useEditStart } from '../data/use-editor-start';
import { EditorPage } from './editor-page';
import { ListingWizard } from './listing-wizard';

/** /my-crashpads/{id}/edit: loads the listing, then the wizard in edit mode. */
export function EditListing({ id }: { id: string }) {
  const { t } = useTranslation();
  const start = useEditStart(id);
  return (
    <EditorPage mode="edit" listingId={id}>
      {start.status === 'loading' && <Spinner label={t('listing_editor.loading')} />}
      {start.status === 'failed' && (
        <EmptyState
          title={t('listing_editor.load_failed_title')}
          message={start.message}
          action={
            <a className={buttonClass('secondary')} href={MY_LISTINGS_PATH}>
              {t('listing_editor.back_to_listings')}
            </a>
          }
        />
      )}
      {start.status === 'ready' && <ListingWizard key={id} mode="edit" listingId={id} initial={start.form} loadedDescription={start.description} />}
    </EditorPage>
  );
}
