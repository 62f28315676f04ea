import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../ui/button/button';
import { EmptyState } from '../../../ui/views/empty-state';

/** spec 1 §2: an invalid or expired reset link shows this page, with the way to a new link. */
export function InvalidLinkView() {
  const { t } = useTranslation();
  return (
    <EmptyState
      level={1}
      icon="!"
      title={t('auth.reset.invalid_title')}
      message={t('auth.reset.invalid_text')}
      action={
        <>
          <Link to="/forgot" className={buttonClass('primary')}>
            {t('auth.reset.request_new')}
          </Link>
          <Link to="/login" className={buttonClass('secondary')}>
            {t('auth.reset.login')}
          </Link>
        </>
      }
    />
  );
}
