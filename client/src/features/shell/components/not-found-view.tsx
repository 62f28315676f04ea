import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../ui/button/button';
import { EmptyState } from '../../../ui/views/empty-state';

/** /404 and every unknown address. */
export function NotFoundView() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon="404"
      level={1}
      title={t('shell.not_found.title')}
      message={t('shell.not_found.message')}
      action={
        <Link to="/" className={buttonClass('primary')}>
          {t('shell.not_found.home')}
        </Link>
      }
    />
  );
}
