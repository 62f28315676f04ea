import { roleOfPlan } from '@crashpad/sync';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button/button';
import { Modal } from '../../../ui/dialog/modal';
import { useSession } from '../../../lib/session/use-session';
import { useHaveCard } from '../data/use-have-card';
import { setupModalToShow } from '../model/global-modals';

/** spec 1 §3 stored key: set when the modal was answered; cleared on the app's first load and on logout. */
const ACK_KEY = 'setupPaymentMethodAcknowledged';

/**
 * Global modals 1 and 2 of spec 1 §2: a tenant invited with autopay (1), then a subscriber (2),
 * without a payment method is asked to set one up — once, until confirmed or cancelled.
 */
export function SetupPaymentModal({ blocked }: { blocked: boolean }) {
  const { t } = useTranslation();
  const { user, hasAutoPayment } = useSession();
  const location = useLocation({ select: (l) => ({ pathname: l.pathname, hash: l.hash, tab: (l.search as { tab?: unknown }).tab }) });
  const navigate = useNavigate();
  const [acknowledged, setAcknowledged] = useState(() => localStorage.getItem(ACK_KEY) !== null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  // "Subscriber" is read as a plan that renews and so charges the card again: the lister plans.
  // A seeker pays once and the pass simply ends, so no card is asked of them afterwards.
  const hasPlan = roleOfPlan(user?.user_plan) === 'lister';
  // Only ask the server when a modal could show at all; the user's card status rides on user.payment_method.
  const mayAsk = Boolean(user) && !acknowledged && (hasPlan || hasAutoPayment);
  const haveCard = useHaveCard(mayAsk && user ? `${user.id}:${user.payment_method ?? ''}` : null);
  const which = user && !blocked
    ? setupModalToShow({
        pathname: location.pathname,
        hash: location.hash,
        tab: typeof location.tab === 'string' ? location.tab : undefined,
        hasPlan,
        hasAutoPayInvite: hasAutoPayment,
        haveCard,
        acknowledged,
      })
    : null;

  const acknowledge = () => {
    localStorage.setItem(ACK_KEY, '1');
    setAcknowledged(true);
  };
  const target: string = '/account-setting?tab=payment-methods';
  return (
    <Modal
      open={which !== null}
      onClose={acknowledge}
      initialFocus={confirmRef}
      title={t('billing.setup_modal.title')}
      footer={
        <>
          <Button variant="secondary" onClick={acknowledge}>
            {t('billing.setup_modal.later')}
          </Button>
          <Button
            ref={confirmRef}
            onClick={() => {
              acknowledge();
              void navigate({ href: target });
            }}
          >
            {t('billing.setup_modal.confirm')}
          </Button>
        </>
      }
    >
      <p>{t(which === 'tenant_autopay' ? 'billing.setup_modal.tenant_autopay' : 'billing.setup_modal.subscriber')}</p>
    </Modal>
  );
}
