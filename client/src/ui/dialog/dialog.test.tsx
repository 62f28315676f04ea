import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DialogHost } from './dialog-host';
import { createDialogStore } from './dialog-store';
import { Modal } from './modal';

afterEach(cleanup);

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>open</button>
      <Modal open={open} onClose={() => setOpen(false)} title="Title" footer={<button>last</button>}>
        <input aria-label="first" />
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('moves focus in, traps Tab, closes on Escape and returns focus', () => {
    render(<Harness />);
    const opener = screen.getByText('open');
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('first'));

    screen.getByText('last').focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).not.toBe(screen.getByText('last'));

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});

describe('confirm dialogs', () => {
  it('resolves true on confirm and false on Escape, one dialog at a time', async () => {
    const store = createDialogStore();
    render(<DialogHost store={store} />);
    let first: Promise<boolean> = Promise.resolve(false);
    let second: Promise<boolean> = Promise.resolve(true);
    act(() => {
      first = store.open('confirm', { title: 'Delete?', message: 'Sure?', confirmLabel: 'Yes' });
      second = store.open('confirm', { title: 'Again?', message: 'Really?' });
    });
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    fireEvent.click(screen.getByText('Yes'));
    await expect(first).resolves.toBe(true);
    expect(screen.getByRole('alertdialog').textContent).toContain('Really?');
    fireEvent.keyDown(document, { key: 'Escape' });
    await expect(second).resolves.toBe(false);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
