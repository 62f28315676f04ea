import type { ListingCard } from '@crashpad/sync';

/** One badge as an i18n key (under `search.badge.*`) with its interpolation values. */
export interface BadgeText {
  key: 'featured' | 'boosted' | 'no_vacancy' | 'last_beds' | 'male' | 'female';
  count?: number;
  tone: 'accent' | 'danger' | 'warning' | 'info';
}

/**
 * Card badges (spec 2 §2): Featured (or Boosted), No Vacancy when full, Last N Beds when partly
 * occupied (N = vacant beds), plus the listing's gender when it is for one gender only.
 */
export function badgesOf(card: Pick<ListingCard, 'badges' | 'num_vacant_beds' | 'gender_preference'>): BadgeText[] {
  const out: BadgeText[] = [];
  for (const badge of card.badges) {
    if (badge === 'featured') out.push({ key: 'featured', tone: 'accent' });
    else if (badge === 'boosted') out.push({ key: 'boosted', tone: 'accent' });
    else if (badge === 'no_vacancy') out.push({ key: 'no_vacancy', tone: 'danger' });
    else out.push({ key: 'last_beds', count: card.num_vacant_beds, tone: 'warning' });
  }
  if (card.gender_preference !== 'all') out.push({ key: card.gender_preference, tone: 'info' });
  return out;
}
