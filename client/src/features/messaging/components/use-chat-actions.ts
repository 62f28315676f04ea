import type { MessageOutboxRow, SendMessagePayload } from '@crashpad/sync';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '../../../ui/dialog/dialog-store';
import { toast } from '../../../ui/toast/toast-store';
import { useMessagingCommands } from '../data/use-messaging-commands';

/**
 * What the chat buttons do: queue a message (spec 3 §8 "Something went wrong" if even the local
 * write fails), retry a failed send, discard a queued or failed one after a confirmation.
 */
export function useChatActions(onQueued?: (row: MessageOutboxRow) => void) {
  const { t } = useTranslation();
  const commands = useMessagingCommands();
  const fail = () => toast.error(t('messaging.errors.generic'));

  const send = async (payload: SendMessagePayload): Promise<boolean> => {
    try {
      // Not `onQueued?.(await …)`: optional-call arguments are skipped when there is no callback.
      const row = await commands.send(payload);
      onQueued?.(row);
      return true;
    } catch {
      fail();
      return false;
    }
  };

  const retry = (rowId: string) => void commands.retry(rowId).catch(fail);

  const discard = async (rowId: string) => {
    const confirmed = await confirmDialog({
      title: t('messaging.chat.discard_title'),
      message: t('messaging.chat.discard_message'),
      confirmLabel: t('messaging.chat.discard_confirm'),
      cancelLabel: t('messaging.archive.cancel'),
      danger: true,
    });
    if (confirmed) await commands.discard(rowId).catch(fail);
  };

  return { ready: commands.ready, markRead: commands.markRead, send, retry, discard: (rowId: string) => void discard(rowId) };
}
