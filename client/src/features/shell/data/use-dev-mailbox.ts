import { useCallback, useEffect, useState } from 'react';
import { useApi } from '../../../lib/api-client/api-context';

/** A message in the development mailbox (GET /api/dev/mailbox, development servers only). */
export interface MailboxMessage {
  _id: string;
  to: string;
  from: string;
  subject: string;
  text: string;
  sent_at: string;
}

export function useDevMailbox(to: string) {
  const api = useApi();
  const [messages, setMessages] = useState<MailboxMessage[] | null>(null);
  const [failed, setFailed] = useState(false);

  const reload = useCallback(async () => {
    try {
      const answer = await api.get<{ messages: MailboxMessage[] }>('/dev/mailbox', { query: { to: to.trim() || undefined }, background: true });
      setMessages(answer.messages);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [api, to]);

  const clear = useCallback(async () => {
    await api.delete('/dev/mailbox', undefined, { background: true }).catch(() => undefined);
    await reload();
  }, [api, reload]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { messages, failed, reload, clear };
}
