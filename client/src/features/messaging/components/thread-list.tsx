import type { Thread } from '@crashpad/sync';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button/button';
import type { InboxPage } from '../model/thread-list';
import { ThreadCard } from './thread-card';
import styles from './inbox.module.css';

export interface ThreadListProps {
  page: InboxPage;
  myId: string;
  canInvite: (thread: Thread) => boolean;
  onArchive: (thread: Thread) => void;
  onSeeMore: () => void;
}

/** The cards of one inbox tab with See more, or "no more messages" once all are shown (spec 3 §2). */
export function ThreadList({ page, myId, canInvite, onArchive, onSeeMore }: ThreadListProps) {
  const { t } = useTranslation();
  return (
    <>
      <ul className={styles.list} aria-label={t('messaging.inbox.list_label')}>
        {page.items.map((thread) => (
          <ThreadCard key={thread.id} thread={thread} myId={myId} canInvite={canInvite(thread)} onArchive={onArchive} />
        ))}
      </ul>
      {page.seeMore !== 'hidden' && (
        <div className={styles.footer}>
          {page.seeMore === 'more' ? (
            <Button variant="secondary" onClick={onSeeMore}>
              {t('messaging.inbox.see_more')}
            </Button>
          ) : (
            <p className={styles.noMore}>{t('messaging.inbox.no_more')}</p>
          )}
        </div>
      )}
    </>
  );
}
