import type { Language, TaxonomyItem } from '@crashpad/sync';

/**
 * Turns a listing's amenity, preference or place ids into names in the UI language (English
 * when a name is missing, spec 2 §2). Ids an admin has since removed are left out.
 */
export function optionNames(ids: readonly string[], items: readonly Pick<TaxonomyItem, 'id' | 'names' | 'name'>[], lng: string): string[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  const out: string[] = [];
  for (const id of ids) {
    const item = byId.get(id);
    if (!item) continue;
    out.push(item.names[lng.slice(0, 2) as Language] || item.names.en || item.name);
  }
  return out;
}
