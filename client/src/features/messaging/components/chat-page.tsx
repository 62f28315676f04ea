import { roleOfPlan, type User } from '@crashpad/sync';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSyncStatus } from '../../../db/use-sync-status';
import { buttonClass } from '../../../ui/button/button';
import { Spinner } from '../../../ui/feedback/spinner';
import { EmptyState } from '../../../ui/views/empty-state';
import { useOutboxTo, useThread, usePagedThreadMessages, useUnpulledSends } from '../data/use-conversation';
import { useViewingThread } from '../data/use-viewing-thread';
import { listingChoices } from '../model/listing-choices';
import { counterpartName } from '../model/thread-list';
import { ChatComposer } from './chat-composer';
import { ChatView } from './chat-view';
import { Conversation } from './conversation';
import { SyncNotice } from './sync-notice';
import { useChatActions } from './use-chat-actions';
import { useMarkReadWhileOpen } from './use-mark-read';

/** /chat/{id} over the local database: opens offline, updates live, sends through the outbox. */
export function ChatPage({ user, threadId, onCancel }: { user: User; threadId: string; onCancel: () => void }) {
  const { t } = useTranslation();
  const status = useSyncStatus();
  const { thread, loading } = useThread(threadId);
  const { messages, pages, seeMore } = usePagedThreadMessages(thread ? thread.id : null);
  const counterpartId = thread?.user_id ?? '';
  const rows = useUnpulledSends(useOutboxTo(counterpartId).rows, counterpartId);
  const actions = useChatActions();
  useViewingThread(thread ? thread.id : null);
  useMarkReadWhileOpen(thread, actions.markRead, actions.ready);

  if (loading) return <Spinner label={t('messaging.chat.loading')} />;
  if (!thread) {
    return (
      <EmptyState
        level={1}
        icon="?"
        title={t('messaging.chat.not_found_title')}
        message={t('messaging.chat.not_found_message')}
        action={
          <Link to="/messages" className={buttonClass('primary')}>
            {t('messaging.chat.back_inbox')}
          </Link>
        }
      />
    );
  }
  const name = counterpartName(thread);
  const newestFirst = [...messages].reverse();
  const choices = listingChoices([thread, ...newestFirst], t('messaging.form.this_listing'));
  return (
    <ChatView
      counterpartName={name}
      notice={<SyncNotice online={status.online} />}
      history={
        <Conversation
          messages={messages}
          outbox={rows}
          counterpartId={thread.user_id}
          counterpartName={name}
          myId={user.id}
          choices={choices}
          onRetry={actions.retry}
          onDiscard={actions.discard}
          pages={pages}
          onSeeMore={seeMore}
        />
      }
      composer={
        <ChatComposer
          choices={choices}
          defaultListingId={thread.listing_id}
          to={thread.user_id}
          showInvite={roleOfPlan(user.user_plan) === 'lister' && thread.counterpart_is_seeker}
          onSend={actions.send}
          onCancel={onCancel}
          disabled={!actions.ready}
        />
      }
    />
  );
}
