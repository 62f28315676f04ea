import type { User } from '@crashpad/sync';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../ui/button/button';
import { dashboardTarget } from '../model/dashboard-target';
import { accountNoticeKey } from '../model/service-row';
import styles from './settings.module.css';

/**
 * /dashboard: the signed-in landing. It points each role to where its work is (listers their
 * listings, seekers the airports, tenants their rentals) and to messages and settings.
 */
export function DashboardView({ user }: { user: User }) {
  const { t } = useTranslation();
  const target = dashboardTarget(user.user_plan);
  // Plain paths: these pages belong to other features' routes.
  const messagesPath: string = '/messages';
  const settingsPath: string = '/account-setting';
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('settings.dashboard.title', { name: user.first_name || user.display_name })}</h1>
      <p>{t(`settings.dashboard.lead_${target.role}`)}</p>
      <p className={styles.note}>{t(accountNoticeKey(user.user_plan))}</p>
      <nav aria-label={t('settings.dashboard.links')} className={styles.links}>
        <Link to={target.to} className={buttonClass('primary')}>
          {t(target.labelKey)}
        </Link>
        {user.status === 'ACTIVE' && (
          <Link to={messagesPath} className={buttonClass('secondary')}>
            {t('settings.dashboard.messages')}
          </Link>
        )}
        <Link to={settingsPath} className={buttonClass('secondary')}>
          {t('settings.dashboard.settings')}
        </Link>
        {user.is_admin && (
          <Link to="/translations" className={buttonClass('secondary')}>
            {t('translations_admin.title')}
          </Link>
        )}
      </nav>
    </div>
  );
}
