import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { outboxRow } from '../model/test-docs';
import { useChatActions } from './use-chat-actions';

const commands = vi.hoisted(() => ({
  ready: true,
  send: vi.fn(),
  retry: vi.fn(),
  discard: vi.fn(),
  markRead: vi.fn(),
  archive: vi.fn(),
}));
vi.mock('../data/use-messaging-commands', () => ({ useMessagingCommands: () => commands }));

const payload = { to: 'lister1', message: 'Hello', listing_id: 'listing1' };

describe('chat actions', () => {
  beforeEach(() => vi.clearAllMocks());

  it('queues the message when nobody listens for the queued row (chat page)', async () => {
    commands.send.mockResolvedValue(outboxRow());
    const { result } = renderHook(() => useChatActions());
    await expect(result.current.send(payload)).resolves.toBe(true);
    expect(commands.send).toHaveBeenCalledWith(payload);
  });

  it('hands the queued row to the new chat page', async () => {
    const row = outboxRow({ id: 'o7' });
    commands.send.mockResolvedValue(row);
    const onQueued = vi.fn();
    const { result } = renderHook(() => useChatActions(onQueued));
    await result.current.send(payload);
    expect(onQueued).toHaveBeenCalledWith(row);
  });

  it('answers false when even the local write fails, so the form keeps the text', async () => {
    commands.send.mockRejectedValue(new Error('quota'));
    const { result } = renderHook(() => useChatActions());
    await expect(result.current.send(payload)).resolves.toBe(false);
  });
});
