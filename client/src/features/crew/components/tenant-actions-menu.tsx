import type { Rental } from '@crashpad/sync';
import { useTranslation } from 'react-i18next';
import { useDatabase } from '../../../db/database-context';
import { useApi } from '../../../lib/api-client/api-context';
import { useFlag } from '../../../lib/config/use-config';
import { useOnlineStatus } from '../../../lib/network/use-online-status';
import { confirmDialog } from '../../../ui/dialog/dialog-store';
import { DropdownMenu } from '../../../ui/menu/dropdown-menu';
import { toast } from '../../../ui/toast/toast-store';
import { crewApi } from '../data/crew-api';
import { queueInviteAction } from '../data/invite-outbox';
import { useToastedCommand } from '../../../ui/toast/use-toasted-command';
import { tenantActions, type TenantAction } from '../model/tenant-actions';

/** Actions that open a form; the page shows the matching dialog. */
export type TenantDialog = Extract<TenantAction, 'edit_invite' | 'update_note' | 'request_autopay' | 'check_out' | 'add_manual_payment' | 'send_payment_request' | 'view_transactions'>;

/** One tenant's action menu (spec 3 §2): direct commands run here, forms open through `onDialog`. */
export function TenantActionsMenu({ rental, onDialog }: { rental: Rental; onDialog: (action: TenantDialog) => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const paymentRequest = useFlag('payment_request');
  const { run } = useToastedCommand('crew.needs_connection');
  const db = useDatabase();
  const online = useOnlineStatus();
  const name = `${rental.tenant_first_name} ${rental.tenant_last_name}`.trim() || rental.tenant_email;

  /**
   * Offline, resend and cancel are written to the outbox like a new invitation: shown as queued
   * on My Crew and carried out once when the connection returns (online they answer at once,
   * with the spec's toasts).
   */
  async function queueWhenOffline(kind: 'cancel_invite' | 'resend_invite'): Promise<boolean> {
    if (online || !db) return false;
    await queueInviteAction(db, kind, rental.id);
    toast.info(t('crew.queued.toast_queued'));
    return true;
  }

  async function direct(action: TenantAction): Promise<void> {
    switch (action) {
      case 'resend_invite':
        if (await queueWhenOffline('resend_invite')) return;
        await run(() => crewApi.resendInvite(api, rental.id), { success: 'crew.toast.resent', failure: 'crew.something_wrong' });
        return;
      case 'cancel_invite':
        if (await confirmDialog({ title: t('crew.cancel_invite.title'), message: t('crew.cancel_invite.message', { name }), danger: true, confirmLabel: t('crew.cancel_invite.confirm') })) {
          if (await queueWhenOffline('cancel_invite')) return;
          await run(() => crewApi.cancelInvite(api, rental.id), { success: 'crew.toast.cancelled', failure: 'crew.something_wrong' });
        }
        return;
      case 'request_disable_autopay':
        if (await confirmDialog({ title: t('crew.disable_autopay.title'), message: t('crew.disable_autopay.message', { name }) })) {
          await run(() => crewApi.requestDisableAutopay(api, rental.id), { success: 'crew.toast.disable_sent', failure: 'crew.toast.disable_failed' });
        }
        return;
      case 'confirm_date_change':
        if (
          await confirmDialog({
            title: t('crew.date_change.title'),
            message: t('crew.date_change.message', { name, date: rental.checkout_requested_date ?? '', time: rental.checkout_requested_time ?? '' }),
          })
        ) {
          await run(() => crewApi.confirmDateChange(api, rental.id), { success: 'crew.toast.date_updated', failure: 'crew.toast.date_failed' });
        }
        return;
      default:
        onDialog(action as TenantDialog);
    }
  }

  return (
    <DropdownMenu
      trigger={t('crew.actions.menu')}
      triggerLabel={t('crew.actions.menu_for', { name })}
      items={tenantActions(rental, { paymentRequest }).map((action) => ({ id: action, label: t(`crew.actions.${action}`), onSelect: () => void direct(action) }))}
    />
  );
}
