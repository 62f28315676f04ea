import { PAD_PASS_CODE_MAX, PAD_PASS_TEXT_MAX, type PadPassInput } from '@crashpad/sync';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../lib/api-client/api-context';
import { useApiData } from '../../../lib/api-client/use-api-data';
import { isConnectivityError } from '../../../lib/network/connectivity-error';
import { SelectField } from '../../../ui/field/select-field';
import { TextField } from '../../../ui/field/text-field';
import { crewApi } from '../data/crew-api';
import { useToastedCommand } from '../../../ui/toast/use-toasted-command';
import { Button } from '../../../ui/button/button';
import { Modal } from '../../../ui/dialog/modal';
import styles from './crew.module.css';

const EMPTY: PadPassInput = { door_code: '', house_rules: '', emergency_contact: '' };

/**
 * The lister's Pad Pass details per listing (issue 10): door or lockbox code, house rules and an
 * emergency contact, shown only to accepted tenants; their devices get the change on next sync.
 */
export function PadPassEditor({ listings, onClose }: { listings: { id: string; title: string }[]; onClose: () => void }) {
  const { t } = useTranslation();
  const [listingId, setListingId] = useState(listings[0]?.id ?? '');
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open
      onClose={onClose}
      title={t('crew.pad_pass.title')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('crew.cancel')}
          </Button>
          <Button type="submit" form="pad-pass-form" loading={busy} disabled={!listingId}>
            {t('crew.save')}
          </Button>
        </>
      }
    >
      <p className={styles.intro}>{t('crew.pad_pass.text')}</p>
      {listings.length === 0 && <p>{t('crew.pad_pass.no_listings')}</p>}
      {listings.length > 0 && (
        <SelectField label={t('crew.invite.location')} options={listings.map((l) => ({ value: l.id, label: l.title }))} value={listingId} onChange={(e) => setListingId(e.target.value)} />
      )}
      {listingId && <PadPassForm key={listingId} listingId={listingId} onBusy={setBusy} onSaved={onClose} />}
    </Modal>
  );
}

function PadPassForm({ listingId, onBusy, onSaved }: { listingId: string; onBusy: (busy: boolean) => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const { run } = useToastedCommand('crew.needs_connection');
  const current = useApiData(`pad-pass:${listingId}`, (signal) => crewApi.padPass(api, listingId, signal));
  const [edited, setEdited] = useState<PadPassInput | null>(null);
  if (current.status === 'loading') return <p role="status">{t('crew.loading')}</p>;
  if (current.status === 'error') return <p className={styles.danger}>{isConnectivityError(current.error) ? t('crew.needs_connection') : t('crew.something_wrong')}</p>;
  const stored = current.value.data;
  const values = edited ?? (stored ? { door_code: stored.door_code, house_rules: stored.house_rules, emergency_contact: stored.emergency_contact } : EMPTY);
  const change = (patch: Partial<PadPassInput>) => setEdited({ ...values, ...patch });
  const save = (event: FormEvent) => {
    event.preventDefault();
    onBusy(true);
    void run(() => crewApi.savePadPass(api, listingId, values), { success: 'crew.pad_pass.saved', failure: 'crew.something_wrong' }).then((ok) => {
      onBusy(false);
      if (ok) onSaved();
    });
  };
  return (
    <form id="pad-pass-form" className={styles.formGrid} onSubmit={save} noValidate>
      <TextField label={t('crew.pad_pass.door_code')} value={values.door_code} maxLength={PAD_PASS_CODE_MAX} autoComplete="off" onChange={(e) => change({ door_code: e.target.value })} />
      <label className={styles.textareaField}>
        <span>{t('crew.pad_pass.house_rules')}</span>
        <textarea rows={4} maxLength={PAD_PASS_TEXT_MAX} value={values.house_rules} onChange={(e) => change({ house_rules: e.target.value })} />
      </label>
      <label className={styles.textareaField}>
        <span>{t('crew.pad_pass.emergency')}</span>
        <textarea rows={2} maxLength={PAD_PASS_TEXT_MAX} value={values.emergency_contact} onChange={(e) => change({ emergency_contact: e.target.value })} />
      </label>
    </form>
  );
}
