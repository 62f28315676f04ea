import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button/button';
import { useSession } from '../use-session';
import { useSwitchBack } from '../use-switch-back';
import styles from './switched-banner.module.css';

/** While an admin is switched into a user, a banner says so and offers the way back. */
export function SwitchedBanner() {
  const { t } = useTranslation();
  const { isSwitched, user } = useSession();
  // The same way back as the user menu's: it also clears the switched user's local data (DECISIONS #8).
  const switchBack = useSwitchBack();
  if (!isSwitched || !user) return null;
  return (
    <div className={styles.banner} role="status">
      <span>{t('session.switched.notice', { name: `${user.first_name} ${user.last_name}`.trim(), email: user.email })}</span>
      <Button small variant="secondary" onClick={() => void switchBack()}>
        {t('session.switched.back')}
      </Button>
    </div>
  );
}
