import type { TFunction } from 'i18next';

/**
 * The one place a distance becomes text (issue 8 #7: one rule everywhere).
 *
 * A listing's airport distance is the lister's choice (spec 2 §2 options 1, 2, 3, 4, 5, 6-10
 * stored as 10, 11+ stored as 11) and reads as the wizard labels it: "1 mile", "4 miles",
 * "6-10 miles", "11+ miles". Never a measured figure in its place.
 */
export function declaredDistance(miles: number, t: TFunction): string {
  if (miles >= 11) return t('distance.eleven_plus');
  if (miles > 5) return t('distance.six_to_ten');
  return t('distance.miles', { count: Math.max(1, Math.round(miles)) });
}

/**
 * A measured straight-line distance (search results: from the searched airport or city centre),
 * always named as such so it is never mistaken for the lister's choice: whole miles, "under 1".
 */
export function straightLineDistance(miles: number, t: TFunction): string {
  if (miles < 1) return t('distance.straight_under_one');
  return t('distance.straight', { count: Math.round(miles) });
}
