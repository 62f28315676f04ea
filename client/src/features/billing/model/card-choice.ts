import type { CardStatus } from '@crashpad/sync';

/** spec 1 §4 "Card-change selection": 1 keeps the card on file, 2 enters a new or changed card. */
export type CardChoice = 1 | 2;

/** The selection shown: what the user asked for, forced to 2 when there is no card or it is Invalid. */
export function effectiveCardChoice(card: { status: CardStatus } | null, requested: CardChoice): CardChoice {
  if (!card || card.status !== 'Active') return 2;
  return requested;
}
