import type { ListingCard, ListingSearchOutput } from '@crashpad/sync';

export interface ResultGroups {
  /** Featured and boosted listings: the server always puts them first (spec 2 §2). */
  pinned: ListingCard[];
  /** Every other listing, in the chosen sort. */
  rest: ListingCard[];
}

/**
 * Splits results into the pinned group and the sorted rest, so a sort that looks broken
 * ("Price ↑": 295, 375, 360) reads as two groups, each in order (issue 8 #10). The server
 * sends pinned cards first; a pinned card arriving after the rest (a later page) still joins
 * the pinned group rather than breaking the rest's order on screen.
 */
export function groupResults(cards: readonly ListingCard[]): ResultGroups {
  return { pinned: cards.filter((c) => c.featured), rest: cards.filter((c) => !c.featured) };
}

/**
 * Whether a card also shows its measured straight-line distance from the searched place: for a
 * city, or an airport other than the one the card names. Searching the card's own airport, the
 * lister's distance choice for it says it already; a second, measured figure would only compete.
 */
export function measuredFromCentre(card: Pick<ListingCard, 'prefix' | 'centre_miles'>, centre: Pick<ListingSearchOutput['centre'], 'kind' | 'prefix'>): boolean {
  return card.centre_miles !== null && (centre.kind === 'city' || card.prefix !== centre.prefix);
}
