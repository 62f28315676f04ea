import { useLocation, useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../../lib/time/use-now';
import { Button } from '../../../ui/button/button';
import { Modal } from '../../../ui/dialog/modal';
import { isAccountExpired } from '../../../lib/session/model/account-expiry';
import { useLogout } from '../../../lib/session/use-logout';
import { useSession } from '../../../lib/session/use-session';
import { annualFeeDue, annualFeeModalAllowedOn, renewPath } from '../model/annual-fee';

/** spec 1 §2 "Annual listing fee due": says the fee is due, with Logout and Renew. Escape hides it on this page. */
export function AnnualFeeModal() {
  const { t } = useTranslation();
  const { user } = useSession();
  const pathname = useLocation({ select: (l) => l.pathname });
  const navigate = useNavigate();
  const logout = useLogout();
  const now = useNow();
  const [dismissedOn, setDismissedOn] = useState<string | null>(null);
  const renewRef = useRef<HTMLButtonElement>(null);
  const open = Boolean(user) && annualFeeDue(user, isAccountExpired(user, now)) && annualFeeModalAllowedOn(pathname) && dismissedOn !== pathname;
  return (
    <Modal
      open={open}
      role="alertdialog"
      onClose={() => setDismissedOn(pathname)}
      initialFocus={renewRef}
      title={t('billing.annual_fee.title')}
      footer={
        <>
          <Button variant="secondary" onClick={() => void logout()}>
            {t('billing.annual_fee.logout')}
          </Button>
          <Button ref={renewRef} onClick={() => user && void navigate({ to: renewPath(user) })}>
            {t('billing.annual_fee.renew')}
          </Button>
        </>
      }
    >
      <p>{t('billing.annual_fee.message')}</p>
    </Modal>
  );
}
