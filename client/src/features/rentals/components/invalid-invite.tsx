import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../ui/button/button';
import { EmptyState } from '../../../ui/views/empty-state';
import styles from './rentals.module.css';

/** spec 3 §2/§8: an invitation that is not pending (accepted, deleted, replaced, expired). */
export function InvalidInvite() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <EmptyState
        level={1}
        title={t('tenancy.invalid.title')}
        message={t('tenancy.invalid.message')}
        action={
          <Link to="/" className={buttonClass('primary')}>
            {t('tenancy.invalid.home')}
          </Link>
        }
      />
    </div>
  );
}
