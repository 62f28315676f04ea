import { useLocation, useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../time/use-now';
import { Button } from '../../../ui/button/button';
import { Modal } from '../../../ui/dialog/modal';
import { isAccountExpired, showsExpiredModalOn } from '../model/account-expiry';
import { useLogout } from '../use-logout';
import { useSession } from '../use-session';

/**
 * spec 1 §2, §4: when the account has expired, every route except account-expired, contact and
 * login asks to continue to renewal or log out. Closing it hides it until the next page.
 */
export function AccountExpiredModal() {
  const { t } = useTranslation();
  const { user } = useSession();
  const pathname = useLocation({ select: (l) => l.pathname });
  const navigate = useNavigate();
  const logout = useLogout();
  const [dismissedOn, setDismissedOn] = useState<string | null>(null);
  const continueRef = useRef<HTMLButtonElement>(null);
  // Re-checked every minute: an account can expire while the app stays open.
  const now = useNow();

  const open = isAccountExpired(user, now) && showsExpiredModalOn(pathname) && dismissedOn !== pathname;
  const expiredPath: string = '/account-expired';
  return (
    <Modal
      open={open}
      role="alertdialog"
      onClose={() => setDismissedOn(pathname)}
      initialFocus={continueRef}
      title={t('session.expired.modal_title')}
      footer={
        <>
          <Button variant="secondary" onClick={() => void logout()}>
            {t('session.logout')}
          </Button>
          <Button ref={continueRef} onClick={() => void navigate({ to: expiredPath })}>{t('session.expired.continue')}</Button>
        </>
      }
    >
      <p>{t('session.expired.modal_message')}</p>
    </Modal>
  );
}
