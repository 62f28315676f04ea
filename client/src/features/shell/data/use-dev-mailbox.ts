import { useCallback, useEffect, useState } from 'react';
import type { ApiClient } from '../../../lib/api-client/api-client';
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

/** The mailbox for one address (all addresses when blank), or null when the server refused. */
async function fetchMailbox(api: ApiClient, to: string): Promise<MailboxMessage[] | null> {
  try {
    const answer = await api.get<{ messages: MailboxMessage[] }>('/dev/mailbox', { query: { to: to.trim() || undefined }, background: true });
    return answer.messages;
  } catch {
    return null;
  }
}

export function useDevMailbox(to: string) {
  const api = useApi();
  const [messages, setMessages] = useState<MailboxMessage[] | null>(null);
  const [failed, setFailed] = useState(false);

  const apply = useCallback((found: MailboxMessage[] | null) => {
    if (found) setMessages(found);
    setFailed(found === null);
  }, []);

  const reload = useCallback(async () => apply(await fetchMailbox(api, to)), [api, to, apply]);

  const clear = useCallback(async () => {
    await api.delete('/dev/mailbox', undefined, { background: true }).catch(() => undefined);
    await reload();
  }, [api, reload]);

  useEffect(() => {
    let cancelled = false;
    void fetchMailbox(api, to).then((found) => {
      if (!cancelled) apply(found);
    });
    return () => {
      cancelled = true;
    };
  }, [api, to, apply]);

  return { messages, failed, reload, clear };
}
