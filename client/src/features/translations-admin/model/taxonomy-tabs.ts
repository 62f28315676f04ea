import type { TaxonomyKind } from '@crashpad/sync';

/** One tab of /translations (spec 2 §2 "Admin translations"), in the spec's order. */
export interface TaxonomyTab {
  kind: TaxonomyKind;
  /** i18n key prefix under translations_admin.kinds.<item> (tab label, toasts, dialog titles). */
  item: 'amenity' | 'place' | 'preference';
}

export const TAXONOMY_TABS: readonly TaxonomyTab[] = [
  { kind: 'amenities', item: 'amenity' },
  { kind: 'places', item: 'place' },
  { kind: 'preferences', item: 'preference' },
];

/** `?tab=` of the page: a known kind is kept; anything else is dropped (the first tab shows). */
export function tabFromSearch(raw: Record<string, unknown>): { tab?: TaxonomyKind } {
  const found = TAXONOMY_TABS.find((t) => t.kind === raw.tab);
  return found ? { tab: found.kind } : {};
}
