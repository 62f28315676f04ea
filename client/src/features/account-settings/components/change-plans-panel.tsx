import type { User } from '@crashpad/sync';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../ui/button/button';
import styles from './settings.module.css';

/** Change plans (flag change_plans, users with a plan): the current plan and the way to change it. */
export function ChangePlansPanel({ user }: { user: User }) {
  const { t } = useTranslation();
  // /change-package is a route of the plans screens; a plain path keeps this feature independent.
  const changePath: string = '/change-package';
  return (
    <div>
      <h2 className={styles.sectionTitle}>{t('settings.change_plans.title')}</h2>
      <p>{t('settings.change_plans.current', { plan: t(`settings.plans.${user.user_plan ?? 'seeker'}`) })}</p>
      <Link to={changePath} className={buttonClass('primary')}>
        {t('settings.change_plans.action')}
      </Link>
    </div>
  );
}
