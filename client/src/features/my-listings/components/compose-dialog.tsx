import type { MyListing } from '@crashpad/sync';
import { TENANT_MESSAGE_MAX } from '@crashpad/sync';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../lib/api-client/api-context';
import { failureText } from '../../../lib/forms/submit-error';
import { Button } from '../../../ui/button/button';
import { Modal } from '../../../ui/dialog/modal';
import { FormError } from '../../../ui/field/form-error';
import { toast } from '../../../ui/toast/toast-store';
import { sendTenantMessage } from '../data/my-listings-api';
import { bulkSubmitOutcome, canSendBulk } from '../model/bulk-message';
import styles from './my-listings.module.css';

/**
 * Message all tenants at the chosen properties (spec 2 §2). Send is disabled while the message
 * is empty; when none of the properties has tenants the button only closes the dialog. A
 * failure shows the server's message (or "Something went wrong") inside the dialog.
 */
export function ComposeDialog({ listings, onClose }: { listings: readonly MyListing[]; onClose: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const fieldId = useId();
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const withTenants = listings.filter((l) => l.rented > 0).map((l) => l.id);
  const outcome = bulkSubmitOutcome(message, withTenants);

  async function submit() {
    if (outcome === 'close') return onClose();
    if (!canSendBulk(message, withTenants)) return;
    setSending(true);
    setError(null);
    try {
      const answer = await sendTenantMessage(api, message.trim(), withTenants);
      toast.success(answer.message, { duration: 3000 });
      onClose();
    } catch (err) {
      setError(failureText(err, t, { offline: 'my_listings.offline', fallback: 'my_listings.compose.failed' }));
    } finally {
      setSending(false);
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={t('my_listings.compose.title')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('my_listings.compose.cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={sending} disabled={outcome === 'blocked'}>
            {t(outcome === 'close' ? 'my_listings.compose.close' : 'my_listings.compose.send')}
          </Button>
        </>
      }
    >
      <p>{t('my_listings.compose.to', { count: listings.length })}</p>
      <ul className={styles.composeTargets}>
        {listings.map((l) => (
          <li key={l.id}>{t('my_listings.compose.target', { title: l.title, count: l.rented })}</li>
        ))}
      </ul>
      {withTenants.length === 0 ? (
        <p role="status">{t('my_listings.compose.no_tenants')}</p>
      ) : (
        <div className={styles.composeField}>
          <label htmlFor={fieldId}>{t('my_listings.compose.message')}</label>
          <textarea id={fieldId} rows={6} maxLength={TENANT_MESSAGE_MAX} value={message} onChange={(e) => setMessage(e.target.value)} />
        </div>
      )}
      <FormError>{error}</FormError>
    </Modal>
  );
}
