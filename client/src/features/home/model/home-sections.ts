/** spec 2 §2 Home and §9: featured listings, events and special offers show at most 4 each. */
export const HOME_SECTION_MAX = 4;

/** The items a home section shows, or null when it has nothing to show (the section is left out). */
export function sectionItems<T>(items: readonly T[] | null): T[] | null {
  return items && items.length > 0 ? items.slice(0, HOME_SECTION_MAX) : null;
}
