import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button/button';
import type { HistoryPage, TimelineEntry } from '../model/timeline';
import { ChatEntry } from './chat-entry';
import styles from './chat.module.css';

export interface ChatHistoryProps {
  page: HistoryPage;
  myId: string;
  counterpartName: string;
  listingTitle: (id: string) => string;
  onSeeMore: () => void;
  onRetry: (rowId: string) => void;
  onDiscard: (rowId: string) => void;
}

const listingOf = (entry: TimelineEntry) => (entry.kind === 'message' ? entry.message.listing_id : entry.row.payload.listing_id);

/**
 * The conversation, oldest first, with See more above it for older messages (spec 3 §2: shown
 * from three messages on). A polite live region announces messages arriving while it is open.
 */
export function ChatHistory({ page, myId, counterpartName, listingTitle, onSeeMore, onRetry, onDiscard }: ChatHistoryProps) {
  const { t } = useTranslation();
  return (
    <section className={styles.history} aria-label={t('messaging.chat.history_label', { name: counterpartName })}>
      {page.seeMore === 'more' && (
        <div className={styles.more}>
          <Button variant="secondary" small onClick={onSeeMore}>
            {t('messaging.chat.see_more')}
          </Button>
        </div>
      )}
      {page.items.length === 0 ? (
        <p className={styles.empty}>{t('messaging.chat.no_messages')}</p>
      ) : (
        <ol className={styles.entries} aria-live="polite" aria-relevant="additions">
          {page.items.map((entry, i) => (
            <ChatEntry
              key={entry.id}
              entry={entry}
              myId={myId}
              counterpartName={counterpartName}
              listingTitle={listingTitle}
              showListing={i === 0 || listingOf(page.items[i - 1]!) !== listingOf(entry)}
              onRetry={onRetry}
              onDiscard={onDiscard}
            />
          ))}
        </ol>
      )}
    </section>
  );
}
