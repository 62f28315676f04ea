import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './chat.module.css';

export interface ChatViewProps {
  counterpartName: string;
  /** Sync status notice (offline, update required). */
  notice?: ReactNode;
  history: ReactNode;
  composer: ReactNode;
  /** Extra line under the header (e.g. the new chat's offline hint). */
  lead?: ReactNode;
}

/** The chat page frame (spec 3 §2): "Message to {user}", links to the inbox and to search, history, form. */
export function ChatView({ counterpartName, notice, history, composer, lead }: ChatViewProps) {
  const { t } = useTranslation();
  return (
    <section className={styles.page} aria-labelledby="chat-title">
      <header className={styles.header}>
        <h1 id="chat-title" className={styles.title}>
          {t('messaging.chat.title', { name: counterpartName })}
        </h1>
        <ul className={styles.links}>
          <li>
            <Link to="/messages">{t('messaging.chat.back_inbox')}</Link>
          </li>
          <li>
            <Link to="/airports">{t('messaging.chat.search')}</Link>
          </li>
        </ul>
      </header>
      {notice}
      {lead}
      {history}
      {composer}
    </section>
  );
}
