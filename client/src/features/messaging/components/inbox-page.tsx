import { roleOfPlan, type Thread, type User } from '@crashpad/sync';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSyncStatus } from '../../../db/use-sync-status';
import { confirmDialog } from '../../../ui/dialog/dialog-store';
import { toast } from '../../../ui/toast/toast-store';
import { useInboxThreads } from '../data/use-inbox-threads';
import { useMessagingCommands } from '../data/use-messaging-commands';
import { counterpartName, inboxPage } from '../model/thread-list';
import { InboxView, type InboxTab } from './inbox-view';
import { SyncNotice } from './sync-notice';

export interface InboxPageProps {
  user: User;
  tab: InboxTab;
  query: string;
  onTabChange: (tab: InboxTab) => void;
  onSearch: (query: string) => void;
}

/** The inbox over the local database: live threads of the open tab, search, paging, archive. */
export function InboxPage({ user, tab, query, onTabChange, onSearch }: InboxPageProps) {
  const { t } = useTranslation();
  const status = useSyncStatus();
  const archived = tab === 'archived';
  const { threads, loading } = useInboxThreads(archived);
  const commands = useMessagingCommands();
  // See more adds a page; a new tab or search starts again at one page.
  const pagingKey = `${tab}\u0000${query}`;
  const [paging, setPaging] = useState({ key: pagingKey, pages: 1 });
  const pages = paging.key === pagingKey ? paging.pages : 1;
  const page = loading ? null : inboxPage(threads, { archived, query, pages });
  const isLister = roleOfPlan(user.user_plan) === 'lister';

  const archive = async (thread: Thread) => {
    const confirmed = await confirmDialog({
      title: t('messaging.archive.title'),
      message: t('messaging.archive.message', { name: counterpartName(thread) }),
      confirmLabel: t('messaging.archive.confirm'),
      cancelLabel: t('messaging.archive.cancel'),
    });
    if (!confirmed) return;
    try {
      await commands.archive(thread.id);
      toast.success(t('messaging.archive.done'));
    } catch {
      toast.error(t('messaging.errors.generic'));
    }
  };

  return (
    <InboxView
      tab={tab}
      onTabChange={onTabChange}
      query={query}
      onSearch={onSearch}
      page={page}
      myId={user.id}
      canInvite={(thread) => isLister && thread.counterpart_is_seeker}
      onArchive={(thread) => void archive(thread)}
      onSeeMore={() => setPaging({ key: pagingKey, pages: pages + 1 })}
      notice={<SyncNotice online={status.online} />}
    />
  );
}
