import type { Rental } from '@crashpad/sync';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../lib/api-client/api-context';
import { Button } from '../../../ui/button/button';
import { confirmDialog } from '../../../ui/dialog/dialog-store';
import { guidePaymentMethod, PAYMENT_METHODS_PAGE } from '../data/payment-guidance';
import { rentalsApi } from '../data/rentals-api';
import { useToastedCommand } from '../../../ui/toast/use-toasted-command';
import { tenantRentalActions, type TenantRentalAction } from '../model/rental-view';
import { CheckoutRequestDialog } from './checkout-request-dialog';
import styles from './rentals.module.css';

/** The buttons of one rental in My Rentals (spec 3 §2), each a command with the spec's toasts. */
export function RentalActions({ rental }: { rental: Rental }) {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const { run, running } = useToastedCommand('tenancy.needs_connection');
  const [checkout, setCheckout] = useState<'leave' | 'change_checkout' | null>(null);
  const openMethods = () => void navigate({ href: PAYMENT_METHODS_PAGE });

  /** Accepting (an invitation or an autopay request) may need a card: spec 3 §8 guidance. */
  function withCard(name: TenantRentalAction, call: () => Promise<unknown>, success: string): Promise<boolean> {
    return run(call, { success, failure: 'tenancy.something_wrong' }, name, (err) => guidePaymentMethod(err, t, openMethods));
  }

  async function act(action: TenantRentalAction) {
    switch (action) {
      case 'accept':
        return withCard(action, () => rentalsApi.accept(api, rental.id), 'tenancy.toast.accepted');
      case 'accept_autopay':
        return withCard(action, () => rentalsApi.acceptAutopay(api, rental.id), 'tenancy.toast.autopay_on');
      case 'decline':
        if (await confirmDialog({ title: t('tenancy.decline.title'), message: t('tenancy.decline.message', { location: rental.location }), danger: true, confirmLabel: t('tenancy.decline.confirm') })) {
          await run(() => rentalsApi.decline(api, rental.id), { success: 'tenancy.toast.declined', failure: 'tenancy.something_wrong' }, action);
        }
        return;
      case 'decline_autopay':
        await run(() => rentalsApi.declineAutopay(api, rental.id), { success: 'tenancy.toast.autopay_declined', failure: 'tenancy.something_wrong' }, action);
        return;
      case 'disable_autopay':
        if (await confirmDialog({ title: t('tenancy.disable.title'), message: t('tenancy.disable.message') })) {
          await run(() => rentalsApi.disableAutopay(api, rental.id), { success: 'tenancy.toast.disable_sent', failure: 'tenancy.something_wrong' }, action);
        }
        return;
      case 'leave':
      case 'change_checkout':
        setCheckout(action);
    }
  }

  const actions = tenantRentalActions(rental);
  if (actions.length === 0) return null;
  return (
    <div className={styles.actions}>
      {actions.map((action) => (
        <Button key={action} small variant={action === 'accept' || action === 'accept_autopay' ? 'primary' : action === 'decline' ? 'danger' : 'secondary'} loading={running === action} onClick={() => void act(action)}>
          {t(`tenancy.actions.${action}`)}
        </Button>
      ))}
      {checkout && <CheckoutRequestDialog rental={rental} mode={checkout} onClose={() => setCheckout(null)} />}
    </div>
  );
}
