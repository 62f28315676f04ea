import { MESSAGE_MAX, type SendMessagePayload } from '@crashpad/sync';
import { Link } from '@tanstack/react-router';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useHasRoute } from '../../../lib/navigation/route-exists';
import { Button, buttonClass } from '../../../ui/button/button';
import { FieldLabel, FieldMessages, describedBy } from '../../../ui/field/field-parts';
import { SelectField } from '../../../ui/field/select-field';
import fieldStyles from '../../../ui/field/field.module.css';
import { validateChatSend, type ChatSendField } from '../model/chat-send';
import type { ListingChoice } from '../model/listing-choices';
import styles from './chat.module.css';

export interface ChatComposerProps {
  choices: readonly ListingChoice[];
  /** Selected until the user picks another: the thread's current listing or the new-chat listing. */
  defaultListingId: string;
  /** The counterpart's user id. */
  to: string;
  /** Viewer is a lister and the counterpart a seeker (spec 3 §2). */
  showInvite: boolean;
  /** Queues the message; resolves false when it could not be queued (the form keeps the text). */
  onSend: (payload: SendMessagePayload) => Promise<boolean>;
  onCancel: () => void;
  /** The local database is not open yet. */
  disabled?: boolean;
}

/**
 * The chat form (spec 3 §2): listing selector, textarea, Send, Invite and Cancel. Checks the
 * spec's rules in order and shows the first problem at its field (spec 3 §5). Ctrl/⌘+Enter sends.
 */
export function ChatComposer({ choices, defaultListingId, to, showInvite, onSend, onCancel, disabled }: ChatComposerProps) {
  const { t } = useTranslation();
  const hasRoute = useHasRoute();
  const textId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [picked, setPicked] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [issue, setIssue] = useState<{ field: ChatSendField; key: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const listingId = picked ?? defaultListingId;
  const myCrew: string = '/my-crew';
  // Invitations are sent from the crew page: no Invite link while the app has no such page.
  const inviteShown = showInvite && hasRoute(myCrew);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy || disabled) return;
    const checked = validateChatSend({ listingId, message: text, to });
    if (!checked.ok) {
      setIssue({ field: checked.field, key: checked.messageKey });
      const name = checked.field === 'to' ? 'message' : checked.field;
      formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();
      return;
    }
    setIssue(null);
    setBusy(true);
    try {
      if (await onSend(checked.payload)) setText('');
    } finally {
      setBusy(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void submit();
  };

  const messageError = issue && issue.field !== 'listing_id' ? t(issue.key, { max: MESSAGE_MAX }) : undefined;
  return (
    <form ref={formRef} className={styles.form} onSubmit={(e) => void submit(e)} aria-label={t('messaging.form.label')} noValidate>
      <SelectField
        name="listing_id"
        label={t('messaging.form.listing')}
        placeholder={t('messaging.form.listing_placeholder')}
        options={choices.map((c) => ({ value: c.id, label: c.title }))}
        value={listingId}
        onChange={(e) => {
          setPicked(e.target.value);
          if (issue?.field === 'listing_id') setIssue(null);
        }}
        error={issue?.field === 'listing_id' ? t(issue.key) : undefined}
      />
      <div className={fieldStyles.field}>
        <FieldLabel htmlFor={textId} label={t('messaging.form.message')} />
        <textarea
          id={textId}
          name="message"
          className={`${fieldStyles.control} ${styles.textarea}`}
          value={text}
          maxLength={MESSAGE_MAX}
          placeholder={t('messaging.form.message_placeholder')}
          onChange={(e) => {
            setText(e.target.value);
            if (issue && issue.field !== 'listing_id') setIssue(null);
          }}
          onKeyDown={onKeyDown}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={describedBy(textId, undefined, messageError)}
        />
        <FieldMessages id={textId} error={messageError} />
      </div>
      <div className={styles.buttons}>
        <Button type="submit" loading={busy} disabled={disabled}>
          {t('messaging.form.send')}
        </Button>
        {inviteShown && (
          <Link to={myCrew} search={{ invite: true, listing: listingId ?? undefined }} className={buttonClass('secondary')} title={t('messaging.form.invite_hint')}>
            {t('messaging.form.invite')}
          </Link>
        )}
        <Button variant="ghost" onClick={onCancel}>
          {t('messaging.form.cancel')}
        </Button>
      </div>
    </form>
  );
}
