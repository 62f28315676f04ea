import { forgotInputSchema } from '@crashpad/sync';
import { act, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineError } from '../../../lib/api-client/api-error';
import { toastStore } from '../../../ui/toast/toast-store';
import { useEmailRequest, type EmailRequest } from './use-email-request';

const submitEvent = { preventDefault: () => {} } as FormEvent;
const shown = () => toastStore.getSnapshot().map((toast) => [toast.kind, toast.message]);

afterEach(() => {
  for (const toast of toastStore.getSnapshot()) toastStore.dismiss(toast.id);
});

function setup(over: Partial<EmailRequest> = {}) {
  const send = vi.fn((_email: string) => Promise.resolve());
  const hook = renderHook(() => useEmailRequest({ schema: forgotInputSchema, send, sentKey: 'auth.x.sent', failureToast: 'error', ...over }, ' crew@example.com '));
  return { send, hook };
}

describe('e-mail link request forms (forgot password, resend verification)', () => {
  it('shows the field error and sends nothing for an invalid address', async () => {
    const { send, hook } = setup();
    act(() => hook.result.current.change('not-an-email'));
    await act(() => hook.result.current.submit(submitEvent));
    expect(hook.result.current.error).toMatch(/^validation\./);
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the trimmed address, toasts, reports sent, and a new address clears it', async () => {
    const onSent = vi.fn();
    const { send, hook } = setup({ onSent });
    await act(() => hook.result.current.submit(submitEvent));
    expect(send).toHaveBeenCalledWith('crew@example.com');
    expect(onSent).toHaveBeenCalledOnce();
    expect(hook.result.current.sent).toBe(true);
    expect(shown()).toEqual([['success', 'auth.x.sent']]);
    act(() => hook.result.current.change('other@example.com'));
    expect(hook.result.current.sent).toBe(false);
  });

  it('sends again after success unless the form is once-only', async () => {
    const again = setup();
    await act(() => again.hook.result.current.submit(submitEvent));
    await act(() => again.hook.result.current.submit(submitEvent));
    expect(again.send).toHaveBeenCalledTimes(2);
    const once = setup({ once: true });
    await act(() => once.hook.result.current.submit(submitEvent));
    await act(() => once.hook.result.current.submit(submitEvent));
    expect(once.send).toHaveBeenCalledTimes(1);
  });

  it("toasts the auth screens' offline text with the screen's emphasis", async () => {
    const { hook } = setup({ send: () => Promise.reject(new OfflineError()), failureToast: 'warning' });
    await act(() => hook.result.current.submit(submitEvent));
    expect(shown()).toEqual([['warning', 'auth.offline']]);
    expect(hook.result.current.sent).toBe(false);
  });
});
