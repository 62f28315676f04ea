import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format/format-date';
import { Button } from '../../../ui/button/button';
import { formatMessageTime } from '../model/message-time';
import type { TimelineEntry } from '../model/timeline';
import styles from './chat.module.css';

export interface ChatEntryProps {
  entry: TimelineEntry;
  myId: string;
  counterpartName: string;
  /** Title of a listing by id (outbox rows carry only the id). */
  listingTitle: (id: string) => string;
  /** Show the listing link (the first entry and whenever the listing changes). */
  showListing: boolean;
  onRetry: (rowId: string) => void;
  onDiscard: (rowId: string) => void;
}

/**
 * One entry of a chat (spec 3 §2): sender (linked to /user/{id}), time, text and the listing it is
 * about (linked to /listing/{id}). The user's own unsent messages show their outbox state:
 * queued, sent (waiting for its copy from the server) or failed with the reason, Retry and Discard.
 */
export function ChatEntry({ entry, myId, counterpartName, listingTitle, showListing, onRetry, onDiscard }: ChatEntryProps) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const from = entry.kind === 'message' ? entry.message.from_user : myId;
  const mine = from === myId;
  const when = entry.kind === 'message' ? entry.message.created : entry.row.created_at;
  const text = entry.kind === 'message' ? entry.message.message : entry.row.payload.message;
  const listingId = entry.kind === 'message' ? entry.message.listing_id : entry.row.payload.listing_id;
  const title = entry.kind === 'message' && entry.message.listing_title ? entry.message.listing_title : listingTitle(listingId);
  const state = entry.kind === 'outbox' ? entry.row.state : null;
  const classes = [styles.entry, mine && styles.mine, state === 'failed' && styles.failed].filter(Boolean).join(' ');
  return (
    <li className={classes} data-entry-id={entry.id} data-state={state ?? 'delivered'}>
      <div className={styles.meta}>
        <a className={styles.sender} href={`/user/${encodeURIComponent(from)}`}>
          {mine ? t('messaging.chat.you') : counterpartName}
        </a>
        <time dateTime={when}>{t('messaging.chat.sent_at', { date: formatDate(when, lng), time: formatMessageTime(when, lng) })}</time>
        {state === 'queued' && (
          <span className={`${styles.state} ${styles.queued}`} title={t('messaging.chat.state_queued_hint')}>
            {t('messaging.chat.state_queued')}
          </span>
        )}
        {state === 'sent' && <span className={`${styles.state} ${styles.sent}`}>{t('messaging.chat.state_sent')}</span>}
      </div>
      <p className={styles.text}>{text}</p>
      {showListing && (
        <p className={styles.about}>
          {t('messaging.chat.listing')}{' '}
          <Link to="/listing/$id" params={{ id: listingId }}>
            {title}
          </Link>
        </p>
      )}
      {entry.kind === 'outbox' && entry.row.state === 'failed' && (
        <>
          <p className={styles.reason} role="alert">
            {t('messaging.chat.state_failed', { reason: entry.row.error?.message ?? t('messaging.errors.generic') })}
          </p>
          <div className={styles.rowActions}>
            <Button small variant="secondary" onClick={() => onRetry(entry.id)}>
              {t('messaging.chat.retry')}
            </Button>
            <Button small variant="ghost" onClick={() => onDiscard(entry.id)}>
              {t('messaging.chat.discard')}
            </Button>
          </div>
        </>
      )}
    </li>
  );
}
