import { formatDate } from '../../format/format-date';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '../../../ui/button/button';
import { useLogout } from '../use-logout';
import { useSession } from '../use-session';
import styles from './account-expired-view.module.css';

/** /account-expired: explains the expiry and offers renewal (/change-package) or logout. */
export function AccountExpiredView() {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const logout = useLogout();
  const renewPath: string = '/change-package';
  const date = formatDate(user?.expire_at, i18n.language);
  return (
    <section className={styles.page} aria-labelledby="account-expired-title">
      <h1 id="account-expired-title">{t('session.expired.page_title')}</h1>
      <p>{date ? t('session.expired.page_message_date', { date }) : t('session.expired.page_message')}</p>
      <p>{t('session.expired.page_renew_hint')}</p>
      <div className={styles.actions}>
        <Link to={renewPath} className={buttonClass('primary')}>
          {t('session.expired.renew')}
        </Link>
        <Button variant="secondary" onClick={() => void logout()}>
          {t('session.logout')}
        </Button>
      </div>
    </section>
  );
}
