import type { MyListing } from '@crashpad/sync';
import { useTranslation } from 'react-i18next';
import { DropdownMenu } from '../../../ui/menu/dropdown-menu';
import { visibleActions, type ListingAction } from '../model/listing-actions';

/** The card's actions (spec 2 §2), only those that apply to this listing. */
export function ListingActionsMenu({ listing, onAction }: { listing: MyListing; onAction: (action: ListingAction) => void }) {
  const { t } = useTranslation();
  const items = visibleActions(listing).map((action) => ({ id: action, label: t(`my_listings.actions.${action}`), onSelect: () => onAction(action) }));
  return <DropdownMenu trigger={t('my_listings.actions.open')} triggerLabel={t('my_listings.actions.open_for', { title: listing.title })} items={items} />;
}
