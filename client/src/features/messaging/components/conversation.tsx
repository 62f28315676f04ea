import type { Message, MessageOutboxRow } from '@crashpad/sync';
import { useTranslation } from 'react-i18next';
import type { ListingChoice } from '../model/listing-choices';
import { buildTimeline, historyPage } from '../model/timeline';
import { ChatHistory } from './chat-history';

export interface ConversationProps {
  messages: readonly Message[];
  outbox: readonly MessageOutboxRow[];
  counterpartId: string;
  counterpartName: string;
  myId: string;
  choices: readonly ListingChoice[];
  onRetry: (rowId: string) => void;
  onDiscard: (rowId: string) => void;
  /** Pages of history shown (the page loads one message more than that, see useThreadMessages). */
  pages: number;
  onSeeMore: () => void;
}

/** Delivered messages and the user's unsent ones as one timeline, paged from the newest (spec 3 §2, §9). */
export function Conversation({ messages, outbox, counterpartId, counterpartName, myId, choices, onRetry, onDiscard, pages, onSeeMore }: ConversationProps) {
  const { t } = useTranslation();
  const page = historyPage(buildTimeline({ messages, outbox, counterpartId }), pages);
  const titles = new Map(choices.map((c) => [c.id, c.title]));
  return (
    <ChatHistory
      page={page}
      myId={myId}
      counterpartName={counterpartName}
      listingTitle={(id) => titles.get(id) ?? t('messaging.form.this_listing')}
      onSeeMore={onSeeMore}
      onRetry={onRetry}
      onDiscard={onDiscard}
    />
  );
}
