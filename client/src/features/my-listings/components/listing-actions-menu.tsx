import type { MyListing } from '@crashpad/sync';
import { useTranslation } from 'react-i18next';
import { useHasRoute } from '../../../lib/navigation/route-exists';
import { DropdownMenu } from '../../../ui/menu/dropdown-menu';
import { visibleActions, type ListingAction } from '../model/listing-actions';

/** Where My crew and invite tenant lead (spec 3 §2). */
export const CREW_PAGE = '/my-crew';

/** The card's actions (spec 2 §2), only those that apply to this listing. */
export function ListingActionsMenu({ listing, onAction }: { listing: MyListing; onAction: (action: ListingAction) => void }) {
  const { t } = useTranslation();
  const hasRoute = useHasRoute();
  const items = visibleActions(listing, { crewPage: hasRoute(CREW_PAGE) }).map((action) => ({ id: action, label: t(`my_listings.actions.${action}`), onSelect: () => onAction(action) }));
  return <DropdownMenu trigger={t('my_listings.actions.open')} triggerLabel={t('my_listings.actions.open_for', { title: listing.title })} items={items} />;
}
