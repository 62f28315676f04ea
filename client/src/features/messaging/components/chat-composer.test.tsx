import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHAT_SEND_KEYS } from '../model/chat-send';
import { ChatComposer } from './chat-composer';

afterEach(cleanup);

// Without an i18n instance, react-i18next renders the keys: the test reads keys, not English.
const choices = [{ id: 'l1', title: 'Denver crew house' }];
const renderComposer = (over: Partial<Parameters<typeof ChatComposer>[0]> = {}) => {
  const onSend = vi.fn(async () => true);
  render(<ChatComposer choices={choices} defaultListingId="l1" to="u1" showInvite={false} onSend={onSend} onCancel={() => {}} {...over} />);
  return { onSend, textarea: screen.getByLabelText('messaging.form.message'), select: screen.getByLabelText('messaging.form.listing') };
};

describe('chat form (spec 3 §5)', () => {
  it('asks for a listing first, at the selector, and focuses it', async () => {
    const { onSend, select } = renderComposer({ defaultListingId: '' });
    fireEvent.click(screen.getByRole('button', { name: 'messaging.form.send' }));
    await waitFor(() => expect(select.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(CHAT_SEND_KEYS.listing_id)).toBeTruthy();
    expect(document.activeElement).toBe(select);
    expect(onSend).not.toHaveBeenCalled();
  });

  it('then refuses an empty message at the textarea', async () => {
    const { onSend, textarea } = renderComposer();
    fireEvent.change(textarea, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'messaging.form.send' }));
    await waitFor(() => expect(textarea.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(CHAT_SEND_KEYS.message)).toBeTruthy();
    expect(document.activeElement).toBe(textarea);
    expect(onSend).not.toHaveBeenCalled();
  });

  it('queues the trimmed message and empties the textarea', async () => {
    const { onSend, textarea } = renderComposer();
    fireEvent.change(textarea, { target: { value: '  Is the bunk free?  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'messaging.form.send' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledWith({ to: 'u1', message: 'Is the bunk free?', listing_id: 'l1' }));
    await waitFor(() => expect((textarea as HTMLTextAreaElement).value).toBe(''));
    expect(textarea.getAttribute('aria-invalid')).toBeNull();
  });

  it('keeps the text when the message could not be queued', async () => {
    const { textarea } = renderComposer({ onSend: vi.fn(async () => false) });
    fireEvent.change(textarea, { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'messaging.form.send' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'messaging.form.send' }).getAttribute('aria-busy')).toBeNull());
    expect((textarea as HTMLTextAreaElement).value).toBe('Hello');
  });

  it('sends with Ctrl+Enter', async () => {
    const { onSend, textarea } = renderComposer();
    fireEvent.change(textarea, { target: { value: 'Quick one' } });
    fireEvent.keyDown(textarea, { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
  });
});
