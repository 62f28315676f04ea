import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DropdownMenu } from './dropdown-menu';

afterEach(cleanup);

describe('DropdownMenu (language selector, greeting menu)', () => {
  it('is keyboard operable: open on Enter, arrows move, Escape returns focus', () => {
    const pick = vi.fn();
    render(
      <DropdownMenu
        trigger="EN"
        triggerLabel="Language: English"
        items={[
          { id: 'en', label: 'English', checked: true, onSelect: vi.fn() },
          { id: 'de', label: 'Deutsch', checked: false, onSelect: pick },
        ]}
      />,
    );
    const button = screen.getByRole('button', { name: 'Language: English' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(button, { key: 'Enter' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement?.textContent).toBe('English');
    expect(screen.getByRole('menuitemradio', { name: 'English' }).getAttribute('aria-checked')).toBe('true');

    fireEvent.keyDown(screen.getByRole('menu'), { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Deutsch');
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('English');

    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);

    fireEvent.click(button);
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'Deutsch' }));
    expect(pick).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
