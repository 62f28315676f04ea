import type { Language, TaxonomyItem } from '@crashpad/sync';

/** An amenity, preference or place as a checkbox: its id and its name in the UI language. */
export interface OptionChoice {
  id: string;
  label: string;
}

/** Names in the UI language, English when that name is missing (spec 2 §2 amenities step). */
export function optionChoices(items: readonly Pick<TaxonomyItem, 'id' | 'names' | 'name'>[], lng: string): OptionChoice[] {
  const code = lng.slice(0, 2) as Language;
  return items.map((item) => ({ id: item.id, label: item.names[code] || item.names.en || item.name }));
}

export function toggleOption(selected: readonly string[], id: string): string[] {
  return selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id];
}

/** Whether every choice of the list is selected (the select-all box shows checked). */
export const allSelected = (selected: readonly string[], choices: readonly OptionChoice[]) =>
  choices.length > 0 && choices.every((c) => selected.includes(c.id));

/**
 * Select-all: ticks every choice, or clears them when all were ticked. Ids no longer offered
 * (an admin removed the item) are kept only when selecting, so a stale id never blocks saving.
 */
export function selectAll(selected: readonly string[], choices: readonly OptionChoice[]): string[] {
  if (allSelected(selected, choices)) {
    const offered = new Set(choices.map((c) => c.id));
    return selected.filter((s) => !offered.has(s));
  }
  return [...new Set([...selected, ...choices.map((c) => c.id)])];
}
