import type { ListingSort } from '@crashpad/sync';
import type { SearchParams } from './search-params';

export type SortState = Pick<SearchParams, 'sort' | 'dir'>;
export type SortDirection = 'asc' | 'desc' | 'none';

/**
 * spec 2 §2: each sort cycles default → asc → desc → default, and only one is active. Clicking
 * another sort starts it at asc.
 */
export function nextSort(current: SortState, clicked: ListingSort): SortState {
  if (current.sort !== clicked || !current.dir) return { sort: clicked, dir: 'asc' };
  if (current.dir === 'asc') return { sort: clicked, dir: 'desc' };
  return { sort: undefined, dir: undefined };
}

/** How one sort button shows the current state (for its arrow and aria-pressed). */
export function sortDirectionOf(current: SortState, sort: ListingSort): SortDirection {
  return current.sort === sort && current.dir ? current.dir : 'none';
}
