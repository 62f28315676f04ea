import { TENANT_MESSAGE_MAX } from '@crashpad/sync';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../lib/api-client/api-context';
import { failureText } from '../../../lib/forms/submit-error';
import { Button } from '../../../ui/button/button';
import { Modal } from '../../../ui/dialog/modal';
import { FormError } from '../../../ui/field/form-error';
import { toast } from '../../../ui/toast/toast-store';
import { crewApi } from '../data/crew-api';
import styles from './crew.module.css';

/**
 * Send Message to the selected tenants (spec 3 §2, §5 bulk message): `tenants` are rental ids.
 * Send is disabled while the message is empty; with nobody selected the dialog just closes.
 */
export function CrewMessageDialog({ rentalIds, onClose }: { rentalIds: readonly string[]; onClose: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const fieldId = useId();
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function send() {
    if (rentalIds.length === 0) return onClose();
    setSending(true);
    setError(null);
    try {
      const answer = await crewApi.sendMessage(api, message.trim(), rentalIds);
      toast.success(answer.message);
      onClose();
    } catch (err) {
      setError(failureText(err, t, { offline: 'crew.needs_connection', fallback: 'crew.something_wrong' }));
    } finally {
      setSending(false);
    }
  }
  return (
    <Modal
      open
      onClose={onClose}
      title={t('crew.message.title', { count: rentalIds.length })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('crew.cancel')}
          </Button>
          <Button onClick={() => void send()} loading={sending} disabled={message.trim() === '' || rentalIds.length === 0}>
            {t('crew.message.send')}
          </Button>
        </>
      }
    >
      <label className={styles.textareaField} htmlFor={fieldId}>
        <span>{t('crew.message.label')}</span>
      </label>
      <textarea id={fieldId} className={styles.textareaField} rows={5} maxLength={TENANT_MESSAGE_MAX} value={message} onChange={(e) => setMessage(e.target.value)} />
      <FormError>{error}</FormError>
    </Modal>
  );
}
