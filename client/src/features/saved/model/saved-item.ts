import type { SavedListing } from '@crashpad/sync';
import { formatMoney } from '../../../lib/format/format-money';

export type SavedItemStatus = 'pending' | 'current' | 'changed' | 'removed';

export interface SavedItem {
  id: string;
  listingId: string;
  status: SavedItemStatus;
  title: string | null;
  /** "$300" or "$300 – $450" a month; null until the server's snapshot arrived. */
  rent: string | null;
  place: string | null;
  airports: string[];
  photo: string | null;
  /** The listing can still be opened (it is listed). */
  linkable: boolean;
}

const money = (cents: number, lng: string) =>
  cents % 100 === 0 ? new Intl.NumberFormat(lng, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(cents / 100) : formatMoney(cents, lng);

/**
 * What /saved shows for one saved listing. `pending`: saved on this device and not yet synced
 * (no snapshot yet). `changed`/`removed` come from the server after the next sync.
 */
export function savedItemOf(doc: SavedListing, lng: string): SavedItem {
  const snap = doc.snapshot;
  const status: SavedItemStatus = doc.listing_state === 'removed' ? 'removed' : !snap ? 'pending' : doc.listing_state;
  const range = snap && snap.enable_price_range && snap.rate_per_to !== null && snap.rate_per_to > snap.rate_per_from;
  return {
    id: doc.id,
    listingId: doc.listing_id,
    status,
    title: snap?.title ?? null,
    rent: snap ? (range ? `${money(snap.rate_per_from, lng)} – ${money(snap.rate_per_to ?? 0, lng)}` : money(snap.rate_per_from, lng)) : null,
    place: snap ? [snap.neighborhood, snap.city, snap.state].filter(Boolean).join(', ') || null : null,
    airports: snap ? snap.airports.map((a) => a.prefix) : [],
    photo: snap ? (snap.thumbnail ?? snap.images[0] ?? null) : null,
    linkable: status !== 'removed',
  };
}
