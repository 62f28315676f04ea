import type { ListingCard } from '@crashpad/sync';
import { HeartButton } from './heart-button';

/** The heart for a listing card (routes pass it to the search feature's card `action` slot). */
export function cardHeart(card: Pick<ListingCard, 'id' | 'title' | 'thumbnail'>) {
  return <HeartButton listingId={card.id} title={card.title} imageUrls={[card.thumbnail]} />;
}
