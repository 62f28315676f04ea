import type { Message, MessageOutboxRow, Thread } from '@crashpad/sync';

/** Complete, valid documents for the model tests; override what a test is about. */
export const thread = (over: Partial<Thread> = {}): Thread => ({
  id: 't1',
  serverSeq: 1,
  updated_at: '2025-01-01T00:00:00.000Z',
  user_id: 'lister1',
  first_name: 'Lena',
  last_name: 'Lister',
  display_name: 'Lena L',
  photo: null,
  counterpart_is_seeker: false,
  is_invited: false,
  listing_id: 'listing1',
  listing_title: 'Denver crew house',
  message: 'Is the bottom bunk free?',
  from_user: 'me',
  date_last_updated: '2025-01-01T00:00:00.000Z',
  message_count: 1,
  thread_is_read: true,
  archived: false,
  ...over,
});

export const message = (over: Partial<Message> = {}): Message => ({
  id: 'm1',
  serverSeq: 1,
  updated_at: '2025-01-01T00:00:00.000Z',
  thread_id: 't1',
  from_user: 'me',
  to_user: 'lister1',
  listing_id: 'listing1',
  listing_title: 'Denver crew house',
  message: 'Hello',
  created: '2025-01-01T00:00:00.000Z',
  ...over,
});

export const outboxRow = (over: Partial<MessageOutboxRow> = {}): MessageOutboxRow => ({
  id: 'o1',
  serverSeq: 0,
  updated_at: '',
  created_at: '2025-01-02T00:00:00.000Z',
  state: 'queued',
  error: null,
  kind: 'send_message',
  payload: { to: 'lister1', message: 'Queued hello', listing_id: 'listing1' },
  result: null,
  ...over,
});
