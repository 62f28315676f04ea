import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, OfflineError } from '../../lib/api-client/api-error';
import { BulkMessageDialog } from './bulk-message-dialog';

// Without an i18n instance, react-i18next renders keys; the labels here are the callers' own text.
afterEach(cleanup);

const labels = { title: 'Message', field: 'Your message', send: 'Send', close: 'Close', cancel: 'Cancel' };
const failureKeys = { offline: 'x.offline', fallback: 'x.failed' };

function renderDialog(over: { recipientIds?: string[]; send?: (m: string, ids: readonly string[]) => Promise<{ message: string }> } = {}) {
  const onClose = vi.fn();
  const send = vi.fn(over.send ?? (async () => ({ message: 'Sent' })));
  render(
    <BulkMessageDialog recipientIds={over.recipientIds ?? ['r1', 'r2']} labels={labels} failureKeys={failureKeys} send={send} onClose={onClose} noRecipients={<p>nobody</p>}>
      <p>to everyone</p>
    </BulkMessageDialog>,
  );
  return { onClose, send };
}

const mainButton = (name: string) => screen.getByRole('button', { name });

describe('BulkMessageDialog (spec 2 §2, spec 3 §5)', () => {
  it('keeps Send disabled until the message has text, then sends it trimmed to every recipient and closes', async () => {
    const { send, onClose } = renderDialog();
    expect(mainButton('Send').hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('Your message'), { target: { value: ' \u3000\u2028 ' } });
    expect(mainButton('Send').hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('Your message'), { target: { value: '  Rent is due 👋\u2028  ' } });
    await act(async () => fireEvent.click(mainButton('Send')));
    expect(send).toHaveBeenCalledWith('Rent is due 👋', ['r1', 'r2']);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('with nobody to message, shows the notice and the main button only closes', async () => {
    const { send, onClose } = renderDialog({ recipientIds: [] });
    expect(screen.getByText('nobody')).toBeTruthy();
    expect(screen.queryByLabelText('Your message')).toBeNull();
    await act(async () => fireEvent.click(mainButton('Close')));
    expect(send).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows the server message on failure, the offline text offline, and stays open', async () => {
    const failures = [new ApiError(422, { code: 'validation', message: 'Too long for the server' }), new OfflineError()];
    const { onClose } = renderDialog({ send: async () => Promise.reject(failures.shift()) });
    fireEvent.change(screen.getByLabelText('Your message'), { target: { value: 'Hello' } });
    await act(async () => fireEvent.click(mainButton('Send')));
    expect(screen.getByText('Too long for the server')).toBeTruthy();
    await act(async () => fireEvent.click(mainButton('Send')));
    expect(screen.getByText('x.offline')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
