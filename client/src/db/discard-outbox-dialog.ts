import { i18next } from '../lib/i18n/init-i18n';
import { confirmDialog } from '../ui/dialog/dialog-store';

/** The logout question when messages are still waiting to be sent: stay (and go online) or discard. */
export function confirmDiscardOutbox(pending: number): Promise<boolean> {
  return confirmDialog({
    title: i18next.t('sync_status.logout_pending.title'),
    message: i18next.t('sync_status.logout_pending.message', { count: pending }),
    confirmLabel: i18next.t('sync_status.logout_pending.discard'),
    cancelLabel: i18next.t('sync_status.logout_pending.stay'),
    danger: true,
  });
}
