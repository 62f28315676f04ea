import { useState, type KeyboardEvent } from 'react';

/**
 * Arrow keys move through a suggestion list, Enter picks, Escape closes (an ARIA 1.2
 * combobox). The active index is kept per list so a new list starts with nothing active.
 */
export function useListKeys<T>(items: readonly T[], onPick: (item: T) => void, onClose: () => void) {
  const [state, setState] = useState<{ items: readonly T[]; index: number }>({ items, index: -1 });
  const active = state.items === items ? state.index : -1;

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if ((e.key === 'ArrowDown' || e.key === 'ArrowUp') && items.length) {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setState({ items, index: (active + step + items.length) % items.length });
    } else if (e.key === 'Enter' && active >= 0 && items[active] !== undefined) {
      e.preventDefault();
      onPick(items[active]);
    } else if (e.key === 'Escape') {
      onClose();
    }
  };

  return { active, onKeyDown, setActive: (index: number) => setState({ items, index }) };
}
