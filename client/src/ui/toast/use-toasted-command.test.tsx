import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, OfflineError } from '../../lib/api-client/api-error';
import { toastStore } from './toast-store';
import { useToastedCommand } from './use-toasted-command';

const texts = { success: 'area.done', failure: 'area.failed' };
const shown = () => toastStore.getSnapshot().map((toast) => [toast.kind, toast.message]);

afterEach(() => {
  for (const toast of toastStore.getSnapshot()) toastStore.dismiss(toast.id);
});

describe('a command with toasts (spec 3 §8)', () => {
  it('toasts the success text and answers true', async () => {
    const { result } = renderHook(() => useToastedCommand('area.offline'));
    let ok = false;
    await act(async () => {
      ok = await result.current.run(() => Promise.resolve(), texts);
    });
    expect(ok).toBe(true);
    expect(shown()).toEqual([['success', 'area.done']]);
  });

  it("shows the server's message, the screen's offline text, else the command's failure text", async () => {
    const { result } = renderHook(() => useToastedCommand('area.offline'));
    await act(async () => {
      await result.current.run(() => Promise.reject(new ApiError(409, { code: 'conflict', message: 'Already checked out' })), texts);
      await result.current.run(() => Promise.reject(new OfflineError()), texts);
      await result.current.run(() => Promise.reject(new Error('boom')), texts);
    });
    expect(shown()).toEqual([
      ['error', 'Already checked out'],
      ['error', 'area.offline'],
      ['error', 'area.failed'],
    ]);
  });

  it('lets the screen take a failure over instead of toasting it', async () => {
    const { result } = renderHook(() => useToastedCommand('area.offline'));
    const taken: unknown[] = [];
    let ok = true;
    await act(async () => {
      ok = await result.current.run(() => Promise.reject(new ApiError(402, { code: 'PAYMENT_METHOD_REQUIRED', message: 'Add a card' })), texts, 'accept', (err) => {
        taken.push(err);
        return true;
      });
      await result.current.run(() => Promise.reject(new Error('boom')), texts, 'accept', () => false);
    });
    expect(ok).toBe(false);
    expect(taken).toHaveLength(1);
    expect(shown()).toEqual([['error', 'area.failed']]);
  });

  it('names the running command while it runs and clears it after', async () => {
    const { result } = renderHook(() => useToastedCommand('area.offline'));
    let finish: (() => void) | undefined;
    let done: Promise<boolean> = Promise.resolve(false);
    act(() => {
      done = result.current.run(() => new Promise<void>((resolve) => (finish = resolve)), texts, 'accept');
    });
    expect(result.current.running).toBe('accept');
    expect(result.current.busy).toBe(true);
    await act(async () => {
      finish?.();
      await done;
    });
    expect(result.current.running).toBeNull();
    expect(result.current.busy).toBe(false);
  });
});
