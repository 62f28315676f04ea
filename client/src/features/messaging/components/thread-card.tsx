import type { Thread } from '@crashpad/sync';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useHasRoute } from '../../../lib/navigation/route-exists';
import { formatDate } from '../../../lib/format/format-date';
import { Button, buttonClass } from '../../../ui/button/button';
import { counterpartName } from '../model/thread-list';
import { Avatar } from './avatar';
import styles from './inbox.module.css';

export interface ThreadCardProps {
  thread: Thread;
  myId: string;
  /** The viewer is a lister and the counterpart a seeker (spec 3 §2: Invite only then). */
  canInvite: boolean;
  onArchive: (thread: Thread) => void;
}

/**
 * A thread card of the inbox (spec 3 §2, §3): photo, name, listing title, latest message, date,
 * unread mark; actions "See messages and reply", Invite (opens My crew's invite modal with the
 * thread's listing) and Archive (active threads only: spec 3 §4).
 */
export function ThreadCard({ thread, myId, canInvite, onArchive }: ThreadCardProps) {
  const { t, i18n } = useTranslation();
  const hasRoute = useHasRoute();
  // The actions name their thread through the heading (their visible text stays their name: WCAG 2.5.3).
  const nameId = useId();
  const name = counterpartName(thread);
  const unread = !thread.thread_is_read;
  const myCrew: string = '/my-crew';
  // Invitations are sent from the crew page: no Invite link while the app has no such page.
  const inviteShown = canInvite && hasRoute(myCrew);
  const excerpt = thread.from_user === myId ? t('messaging.card.you_wrote', { message: thread.message }) : thread.message;
  return (
    <li className={unread ? `${styles.card} ${styles.unreadCard}` : styles.card}>
      <Avatar photo={thread.photo} name={name} />
      <div className={styles.body}>
        <div className={styles.top}>
          <h2 id={nameId} className={styles.name}>
            {name}
            {unread && <span className={styles.unread}>{t('messaging.card.unread')}</span>}
          </h2>
          <time className={styles.date} dateTime={thread.date_last_updated}>
            {formatDate(thread.date_last_updated, i18n.language)}
          </time>
        </div>
        <p className={styles.listing}>{thread.listing_title}</p>
        <p className={styles.excerpt}>{excerpt}</p>
      </div>
      <div className={styles.actions}>
        <Link to="/chat/$id" params={{ id: thread.id }} className={buttonClass('primary', { small: true })} aria-describedby={nameId}>
          {t('messaging.card.open')}
        </Link>
        {inviteShown &&
          (thread.is_invited ? (
            <span className={styles.inviteSent}>{t('messaging.card.invite_sent')}</span>
          ) : (
            <Link to={myCrew} search={{ invite: true, listing: thread.listing_id }} className={buttonClass('secondary', { small: true })} aria-describedby={nameId}>
              {t('messaging.card.invite')}
            </Link>
          ))}
        {!thread.archived && (
          <Button variant="ghost" small onClick={() => onArchive(thread)} aria-describedby={nameId}>
            {t('messaging.card.archive')}
          </Button>
        )}
      </div>
    </li>
  );
}
