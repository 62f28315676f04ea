import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button/button';
import { Spinner } from '../../../ui/feedback/spinner';
import { TextField } from '../../../ui/field/text-field';
import { EmptyState } from '../../../ui/views/empty-state';
import { useDevMailbox } from '../data/use-dev-mailbox';
import { linkify } from '../model/linkify';
import styles from './dev-mailbox-view.module.css';

/** Development mailbox: the e-mails the server "sent" (reset, verify, invite links). */
export function DevMailboxView() {
  const { t } = useTranslation();
  const [to, setTo] = useState('');
  const { messages, failed, reload, clear } = useDevMailbox(to);
  return (
    <section className={styles.page} aria-labelledby="mailbox-title">
      <h1 id="mailbox-title">{t('shell.mailbox.title')}</h1>
      <p className={styles.note}>{t('shell.mailbox.note')}</p>
      <div className={styles.toolbar}>
        <TextField label={t('shell.mailbox.filter')} type="email" value={to} onChange={(e) => setTo(e.target.value)} />
        <Button variant="secondary" onClick={() => void reload()}>
          {t('shell.mailbox.refresh')}
        </Button>
        <Button variant="ghost" onClick={() => void clear()}>
          {t('shell.mailbox.clear')}
        </Button>
      </div>
      {failed && <p role="alert">{t('shell.mailbox.failed')}</p>}
      {!messages && !failed && <Spinner />}
      {messages?.length === 0 && <EmptyState title={t('shell.mailbox.empty')} />}
      <ol className={styles.list}>
        {messages?.map((m) => (
          <li key={m._id} className={styles.message}>
            <h2 className={styles.subject}>{m.subject}</h2>
            <p className={styles.meta}>
              {t('shell.mailbox.to')}: <span data-testid="mail-to">{m.to}</span> · <time dateTime={m.sent_at}>{m.sent_at}</time>
            </p>
            <pre className={styles.text}>
              {linkify(m.text).map((part, i) =>
                part.kind === 'link' ? (
                  <a key={i} href={part.href}>
                    {part.href}
                  </a>
                ) : (
                  part.text
                ),
              )}
            </pre>
          </li>
        ))}
      </ol>
    </section>
  );
}
