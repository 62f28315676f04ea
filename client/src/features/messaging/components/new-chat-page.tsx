import { roleOfPlan, type MessageOutboxRow, type User } from '@crashpad/sync';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSyncStatus } from '../../../db/use-sync-status';
import { Button, buttonClass } from '../../../ui/button/button';
import { Spinner } from '../../../ui/feedback/spinner';
import { EmptyState } from '../../../ui/views/empty-state';
import { useOutboxTo, useThread, usePagedThreadMessages, useThreadWith, useUnpulledSends } from '../data/use-conversation';
import { useNewChatSubjects } from '../data/new-chat-api';
import { listingChoices } from '../model/listing-choices';
import { deliveredThreadId } from '../model/new-chat';
import { counterpartName } from '../model/thread-list';
import { ChatComposer } from './chat-composer';
import { ChatView } from './chat-view';
import { Conversation } from './conversation';
import { SyncNotice } from './sync-notice';
import { useChatActions } from './use-chat-actions';
import styles from './chat.module.css';

export interface NewChatPageProps {
  user: User;
  userId: string;
  listingId: string;
  onCancel: () => void;
  /** Called once a message written here is delivered and its thread is on this device. */
  onDelivered: (threadId: string) => void;
}

/**
 * /chat/user/{userId}/listing/{listingId} (spec 3 §2): a new conversation about a listing. The
 * counterpart and listing load online; the first message goes through the outbox like any other,
 * and once delivered the page continues at /chat/{thread} (the outbox row's result).
 */
export function NewChatPage({ user, userId, listingId, onCancel, onDelivered }: NewChatPageProps) {
  const { t } = useTranslation();
  const status = useSyncStatus();
  const { subjects, retry } = useNewChatSubjects(userId, listingId);
  const { thread: existing } = useThreadWith(userId);
  const { messages, pages, seeMore } = usePagedThreadMessages(existing ? existing.id : null);
  const { rows } = useOutboxTo(userId);
  const shownRows = useUnpulledSends(rows, userId);
  const [sentIds, setSentIds] = useState<string[]>([]);
  const actions = useChatActions((row: MessageOutboxRow) => setSentIds((ids) => [...ids, row.id]));
  // Navigate only when the thread has replicated too, so /chat/{id} never flashes "not found".
  const { thread: delivered } = useThread(deliveredThreadId(rows, sentIds));
  const deliveredId = delivered?.id ?? null;
  useEffect(() => {
    if (deliveredId) onDelivered(deliveredId);
  }, [deliveredId, onDelivered]);

  if (userId === user.id) return <EmptyState level={1} icon="!" title={t('messaging.new_chat.own_listing_title')} message={t('messaging.new_chat.own_listing_message')} />;
  if (subjects.status === 'loading') return <Spinner label={t('messaging.chat.loading')} />;
  if (subjects.status === 'not_found') {
    const search = (
      <Link to="/airports" className={buttonClass('primary')}>
        {t('messaging.chat.search')}
      </Link>
    );
    return <EmptyState level={1} icon="?" title={t('messaging.new_chat.not_found_title')} message={t('messaging.new_chat.not_found_message')} action={search} />;
  }
  if (subjects.status === 'error') {
    const again = <Button onClick={retry}>{t('messaging.new_chat.retry')}</Button>;
    return <EmptyState level={1} icon="!" title={t('messaging.new_chat.page_title')} message={t('messaging.new_chat.load_failed')} action={again} />;
  }

  const ready = subjects.status === 'ready' ? subjects : null;
  const name = ready ? ready.user.display_name || ready.user.first_name : existing ? counterpartName(existing) : t('messaging.chat.counterpart_fallback');
  const newestFirst = [...messages].reverse();
  const choices = listingChoices([{ listing_id: listingId, listing_title: ready?.listing.title ?? '' }, ...newestFirst], t('messaging.form.this_listing'));
  return (
    <ChatView
      counterpartName={name}
      notice={<SyncNotice online={status.online} />}
      lead={subjects.status === 'offline' && <p className={styles.hint}>{t('messaging.new_chat.offline_hint')}</p>}
      history={
        <Conversation
          messages={messages}
          outbox={shownRows}
          counterpartId={userId}
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
          defaultListingId={listingId}
          to={userId}
          showInvite={roleOfPlan(user.user_plan) === 'lister' && (ready ? ready.user.role === 'seeker' : existing?.counterpart_is_seeker === true)}
          onSend={actions.send}
          onCancel={onCancel}
          disabled={!actions.ready}
        />
      }
    />
  );
}
