import type { MyListing } from '@crashpad/sync';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../lib/forms/submit-error';
import { Button } from '../../../ui/button/button';
import { Skeleton } from '../../../ui/feedback/skeleton';
import { EmptyState } from '../../../ui/views/empty-state';
import { useAddLocation } from '../data/use-add-location';
import { useListingActions } from '../data/use-listing-actions';
import { useMyListings } from '../data/use-my-listings';
import { toggleAll } from '../model/bulk-message';
import { ComposeDialog } from './compose-dialog';
import { MyListingCard } from './my-listing-card';
import { MyListingsHeader } from './my-listings-header';
import styles from './my-listings.module.css';

/** /my-crashpads (spec 2 §2 "My listings"): the lister's listings and what they can do with them. */
export function MyListingsView() {
  const { t } = useTranslation();
  const list = useMyListings();
  const add = useAddLocation();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [composeFor, setComposeFor] = useState<readonly MyListing[] | null>(null);
  const actions = useListingActions(list.reload, (listing) => setComposeFor([listing]));
  const ids = list.listings.map((l) => l.id);
  const chosen = list.listings.filter((l) => selected.has(l.id));
  const allSelected = ids.length > 0 && ids.every((id) => selected.has(id));

  const select = (id: string, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <div className={styles.page}>
      <MyListingsHeader adding={add.checking} onAdd={() => void add.addLocation()} />
      {list.status === 'error' && (
        <div className={styles.errorBanner} role="alert">
          <p>{failureText(list.error, t, { offline: 'my_listings.offline', fallback: 'my_listings.load_failed' })}</p>
          <Button variant="secondary" small onClick={list.reload}>
            {t('my_listings.retry')}
          </Button>
        </div>
      )}
      {list.status === 'loading' && list.listings.length === 0 && <Skeleton lines={6} height="1.4em" />}
      {list.status === 'ready' && list.listings.length === 0 && (
        <EmptyState
          title={t('my_listings.empty.title')}
          message={t('my_listings.empty.message')}
          action={
            <Button onClick={() => void add.addLocation()} loading={add.checking}>
              {t('my_listings.add')}
            </Button>
          }
        />
      )}
      {list.listings.length > 0 && (
        <>
          <div className={styles.bulkBar}>
            <label className={styles.selectAll}>
              <input type="checkbox" checked={allSelected} onChange={() => setSelected(toggleAll(selected, ids))} />
              {t('my_listings.select_all')}
            </label>
            <Button variant="secondary" small disabled={chosen.length === 0} onClick={() => setComposeFor(chosen)}>
              {t('my_listings.compose.open', { count: chosen.length })}
            </Button>
          </div>
          <div className={styles.list}>
            {list.listings.map((listing) => (
              <MyListingCard
                key={listing.id}
                listing={listing}
                selected={selected.has(listing.id)}
                busy={actions.busyId === listing.id}
                onSelect={(on) => select(listing.id, on)}
                onAction={(action) => actions.run(action, listing)}
              />
            ))}
          </div>
        </>
      )}
      {composeFor && <ComposeDialog listings={composeFor} onClose={() => setComposeFor(null)} />}
    </div>
  );
}
