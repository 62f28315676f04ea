import { TENANT_MESSAGE_MAX } from '@crashpad/sync';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FailureKeys, failureText } from '../../lib/forms/submit-error';
import { Button } from '../button/button';
import { FormError } from '../field/form-error';
import { toast } from '../toast/toast-store';
import { bulkSubmitOutcome } from './bulk-message-rules';
import styles from './dialog.module.css';
import { Modal } from './modal';

export interface BulkMessageLabels {
  title: string;
  field: string;
  send: string;
  /** The main button's text when there is nobody to send to (it then closes the dialog). */
  close: string;
  cancel: string;
}

/**
 * One message to many tenants (My Listings' compose, spec 2 §2; My Crew's Send Message, spec 3 §5).
 * Send is disabled while the message is empty; with nobody to send to the main button closes the
 * dialog. The server's answer is toasted; a failure shows its message (or the fallback) inside.
 */
export function BulkMessageDialog({
  recipientIds,
  labels,
  failureKeys,
  send,
  onClose,
  children,
  noRecipients,
}: {
  recipientIds: readonly string[];
  labels: BulkMessageLabels;
  failureKeys: FailureKeys;
  send: (message: string, recipientIds: readonly string[]) => Promise<{ message: string }>;
  onClose: () => void;
  /** Shown above the message field (who gets it). */
  children?: ReactNode;
  /** Shown instead of the field when nobody would get the message. */
  noRecipients?: ReactNode;
}) {
  const { t } = useTranslation();
  const fieldId = useId();
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const outcome = bulkSubmitOutcome(message, recipientIds);

  async function submit() {
    if (outcome === 'close') return onClose();
    if (outcome === 'blocked') return;
    setSending(true);
    setError(null);
    try {
      const answer = await send(message.trim(), recipientIds);
      toast.success(answer.message, { duration: 3000 });
      onClose();
    } catch (err) {
      setError(failureText(err, t, failureKeys));
    } finally {
      setSending(false);
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={labels.title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {labels.cancel}
          </Button>
          <Button onClick={() => void submit()} loading={sending} disabled={outcome === 'blocked'}>
            {outcome === 'close' ? labels.close : labels.send}
          </Button>
        </>
      }
    >
      {children}
      {recipientIds.length === 0 && noRecipients ? (
        noRecipients
      ) : (
        <div className={styles.messageField}>
          <label htmlFor={fieldId}>{labels.field}</label>
          <textarea id={fieldId} rows={6} maxLength={TENANT_MESSAGE_MAX} value={message} onChange={(e) => setMessage(e.target.value)} />
        </div>
      )}
      <FormError>{error}</FormError>
    </Modal>
  );
}
