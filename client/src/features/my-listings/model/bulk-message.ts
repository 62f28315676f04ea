/** The selection after toggling "select all": everything, or nothing when all were selected. */
export function toggleAll(selected: ReadonlySet<string>, all: readonly string[]): Set<string> {
  return all.length > 0 && all.every((id) => selected.has(id)) ? new Set() : new Set(all);
}
