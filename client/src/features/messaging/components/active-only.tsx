import type { User } from '@crashpad/sync';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../ui/button/button';
import { EmptyState } from '../../../ui/views/empty-state';
import { useSession } from '../../../lib/session/use-session';

/**
 * spec 3 §6: messages need a logged-in user with status ACTIVE. The `_auth` layout already sent
 * visitors to /login; other statuses get an explanation instead of the messaging screens.
 */
export function ActiveOnly({ children }: { children: (user: User) => ReactNode }) {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) return null;
  if (user.status === 'ACTIVE') return <>{children(user)}</>;
  const contact: string = '/contact';
  return (
    <EmptyState
      level={1}
      icon="!"
      title={t('messaging.inactive.title')}
      message={t('messaging.inactive.message')}
      action={
        <>
          <Link to="/account-setting" className={buttonClass('primary')}>
            {t('messaging.inactive.settings')}
          </Link>
          <Link to={contact} className={buttonClass('secondary')}>
            {t('messaging.inactive.contact')}
          </Link>
        </>
      }
    />
  );
}
