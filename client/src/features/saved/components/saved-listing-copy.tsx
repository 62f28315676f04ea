import type { PublicListing } from '@crashpad/sync';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../ui/feedback/skeleton';
import { useSavedListing } from '../data/use-saved-listing';
import { publicListingOfSnapshot, savedCopyDate } from '../model/saved-listing-page';
import { SavedCopyNote } from './saved-copy-note';

/**
 * The listing page offline (issue 8): a listing the user saved renders from its snapshot in the
 * local database, through the route's own listing components (`children`), with a note saying
 * how fresh the copy is. Anything else (not saved, snapshot not synced yet, no longer listed)
 * renders `notSaved`, the route's needs-a-connection state.
 */
export function SavedListingCopy({ listingId, notSaved, children }: { listingId: string; notSaved: ReactNode; children: (listing: PublicListing, note: ReactNode) => ReactNode }) {
  const { t } = useTranslation();
  const { saved, loading } = useSavedListing(listingId);
  if (loading) {
    return (
      <div aria-busy="true" aria-label={t('saved.copy.loading')}>
        <Skeleton height="2.2em" width="70%" />
        <Skeleton height={220} />
      </div>
    );
  }
  const listing = saved ? publicListingOfSnapshot(saved) : null;
  if (!saved || !listing) return notSaved;
  return children(listing, <SavedCopyNote date={savedCopyDate(saved)} changed={saved.listing_state === 'changed'} />);
}
