import { TOAST_SETTINGS_MS, type User } from '@crashpad/sync';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../ui/field/checkbox';
import { toast } from '../../../ui/toast/toast-store';
import { useSession } from '../../../lib/session/use-session';
import { failureMessage } from '../data/failure-message';
import { useSettingsApi, type PhoneTarget } from '../data/use-settings-api';
import { SettingsSection } from './settings-section';
import styles from './settings.module.css';

const TARGETS: readonly { target: PhoneTarget; labelKey: string }[] = [
  { target: 'approval_public_phone_user', labelKey: 'settings.phone.show_all' },
  { target: 'approval_public_phone_tenant', labelKey: 'settings.phone.show_tenants' },
];

/** Listers choose who sees their phone number (spec 1 §6): 1 shows it, 2 hides it. */
export function PhoneVisibility({ user }: { user: User }) {
  const { t } = useTranslation();
  const api = useSettingsApi();
  const { store } = useSession();
  const [busy, setBusy] = useState<PhoneTarget | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function toggle(target: PhoneTarget, show: boolean) {
    setBusy(target);
    setError(null);
    try {
      store.setUser(await api.setPhoneApproval(target, show));
      toast.success(t('settings.updated'), { duration: TOAST_SETTINGS_MS });
    } catch (err) {
      setError(failureMessage(err, t));
    } finally {
      setBusy(null);
    }
  }

  return (
    <SettingsSection id="phone-visibility" title={t('settings.phone.title')}>
      <p className={styles.muted}>{user.phone_number ? t('settings.phone.intro') : t('settings.phone.no_number')}</p>
      {TARGETS.map(({ target, labelKey }) => (
        <Checkbox
          key={target}
          className={styles.toggle}
          label={t(labelKey)}
          checked={user[target] === 1}
          disabled={busy !== null}
          aria-busy={busy === target || undefined}
          onChange={(e) => void toggle(target, e.target.checked)}
        />
      ))}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </SettingsSection>
  );
}
