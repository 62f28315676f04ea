import type { Thread } from '@crashpad/sync';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../../ui/tabs/tabs';
import type { InboxPage } from '../model/thread-list';
import { InboxEmpty } from './inbox-empty';
import { InboxSearch } from './inbox-search';
import { InboxSkeleton } from './inbox-skeleton';
import { ThreadList } from './thread-list';
import styles from './inbox.module.css';

export type InboxTab = 'active' | 'archived';

export interface InboxViewProps {
  tab: InboxTab;
  onTabChange: (tab: InboxTab) => void;
  /** The submitted search. */
  query: string;
  onSearch: (query: string) => void;
  /** Null while the tab's threads load. */
  page: InboxPage | null;
  myId: string;
  canInvite: (thread: Thread) => boolean;
  onArchive: (thread: Thread) => void;
  onSeeMore: () => void;
  /** Offline / update notice from the sync status. */
  notice?: ReactNode;
}

/** /messages/ (spec 3 §2 Inbox): counts, search, active and archived tabs, cards, paging. */
export function InboxView({ tab, onTabChange, query, onSearch, page, myId, canInvite, onArchive, onSeeMore, notice }: InboxViewProps) {
  const { t } = useTranslation();
  const panel =
    page === null ? (
      <InboxSkeleton />
    ) : page.total === 0 ? (
      <InboxEmpty archived={tab === 'archived'} query={query} />
    ) : (
      <ThreadList page={page} myId={myId} canInvite={canInvite} onArchive={onArchive} onSeeMore={onSeeMore} />
    );
  return (
    <section className={styles.page} aria-labelledby="inbox-title">
      <div className={styles.header}>
        <h1 id="inbox-title" className={styles.title}>
          {t('messaging.inbox.title')}
        </h1>
        {page && page.total > 0 && (
          <p className={styles.counts} aria-live="polite">
            {t('messaging.inbox.counts', { current: page.shown, total: page.total })}
          </p>
        )}
      </div>
      {notice}
      <InboxSearch query={query} onSearch={onSearch} />
      {query && <p className={styles.results}>{t('messaging.inbox.results_for', { query })}</p>}
      <Tabs
        label={t('messaging.inbox.tabs_label')}
        selected={tab}
        onSelect={(id) => onTabChange(id === 'archived' ? 'archived' : 'active')}
        tabs={[
          { id: 'active', label: t('messaging.inbox.tab_active'), panel: tab === 'active' ? panel : null },
          { id: 'archived', label: t('messaging.inbox.tab_archived'), panel: tab === 'archived' ? panel : null },
        ]}
      />
    </section>
  );
}
