import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './menu.module.css';

/** Matches `.menu { min-width }` in menu.module.css. */
const MENU_MIN_WIDTH = 200;

export interface MenuItem {
  id: string;
  label: ReactNode;
  onSelect: () => void;
  /** Marks the current choice (language selector): the item becomes a menuitemradio. */
  checked?: boolean;
}

export interface DropdownMenuProps {
  /** Content of the trigger button. */
  trigger: ReactNode;
  /** Accessible name of the trigger when its content is not text (e.g. a flag). */
  triggerLabel?: string;
  items: readonly MenuItem[];
  align?: 'start' | 'end';
  className?: string;
}

/**
 * A menu button (WAI-ARIA menu pattern): Enter/Space/ArrowDown open it on the first item,
 * arrows move, Home/End jump, Escape closes and returns focus to the button, Tab closes.
 */
export function DropdownMenu({ trigger, triggerLabel, items, align = 'end', className }: DropdownMenuProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    if (open) itemRefs.current[active]?.focus();
  }, [open, active]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  // Near the left edge (phone menu) an end-aligned menu would leave the screen: flip it.
  const [flip, setFlip] = useState(false);

  function openAt(index: number) {
    const rect = buttonRef.current?.getBoundingClientRect();
    setFlip(rect ? (align === 'end' ? rect.right < MENU_MIN_WIDTH : rect.left + MENU_MIN_WIDTH > window.innerWidth) : false);
    setActive(index);
    setOpen(true);
  }

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  function onButtonKey(event: KeyboardEvent) {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(items.length - 1);
    }
  }

  function onMenuKey(event: KeyboardEvent) {
    const last = items.length - 1;
    const moves: Record<string, number> = { ArrowDown: active === last ? 0 : active + 1, ArrowUp: active === 0 ? last : active - 1, Home: 0, End: last };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') setOpen(false);
  }

  return (
    <div ref={rootRef} className={[styles.root, className].filter(Boolean).join(' ')}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={triggerLabel}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKey}
      >
        {trigger}
        <span className={styles.caret} aria-hidden="true" />
      </button>
      {open && (
        <div id={menuId} role="menu" className={`${styles.menu} ${(align === 'end') !== flip ? styles.end : styles.start}`} onKeyDown={onMenuKey}>
          {items.map((item, index) => (
            <button
              key={item.id}
              ref={(el) => {
                itemRefs.current[index] = el;
              }}
              type="button"
              role={item.checked === undefined ? 'menuitem' : 'menuitemradio'}
              aria-checked={item.checked}
              tabIndex={index === active ? 0 : -1}
              className={styles.item}
              onClick={() => {
                close(true);
                item.onSelect();
              }}
            >
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
