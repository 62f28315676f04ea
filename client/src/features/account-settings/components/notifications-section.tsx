import { useTranslation } from 'react-i18next';
import { useOnlineStatus } from '../../../lib/network/use-online-status';
import { usePushNotifications } from '../../../lib/push/use-push-notifications';
import { Checkbox } from '../../../ui/field/checkbox';
import { SettingsSection } from './settings-section';
import styles from './settings.module.css';

/**
 * Message notifications on this device (issue 4, web push). The browser's permission prompt
 * appears only after the user turns the switch on, never on load; unsupported browsers,
 * blocked permission, offline and switched sessions each say what is going on.
 */
export function NotificationsSection({ locked }: { locked: boolean }) {
  const { t } = useTranslation();
  const online = useOnlineStatus();
  const push = usePushNotifications();
  const { status } = push;
  const canToggle = status === 'on' || status === 'off';
  let hint: string | undefined;
  if (locked) hint = t('push.switched');
  else if (!online) hint = t('push.offline');
  else if (status === 'off') hint = t('push.prompt_hint');

  return (
    <SettingsSection id="notifications" title={t('push.title')}>
      <p className={styles.muted}>{t('push.intro')}</p>
      {status === 'loading' && <p className={styles.muted}>{t('push.checking')}</p>}
      {status === 'unsupported' && <p>{t('push.unsupported')}</p>}
      {status === 'denied' && <p>{t('push.denied')}</p>}
      {canToggle && (
        <Checkbox
          className={styles.toggle}
          label={t('push.toggle')}
          hint={hint}
          checked={status === 'on'}
          disabled={push.busy || !online || locked}
          aria-busy={push.busy || undefined}
          onChange={(e) => void (e.target.checked ? push.enable() : push.disable())}
        />
      )}
      {push.problem && (
        <p role={push.problem === 'dismissed' ? 'status' : 'alert'} className={push.problem === 'dismissed' ? styles.muted : styles.error}>
          {t(`push.${push.problem}`)}
        </p>
      )}
    </SettingsSection>
  );
}
