import type { Rental } from '@crashpad/sync';
import { InviteModal } from './invite-modal';
import { ManualPaymentDialog, PaymentRequestDialog } from './money-dialogs';
import type { TenantDialog } from './tenant-actions-menu';
import { CheckOutDialog, NoteDialog, RequestAutopayDialog } from './tenant-forms';
import { TransactionsDialog } from './transactions-dialog';

/** The form a tenant action opened (one at a time). */
export function CrewDialogs({ userId, open, onClose }: { userId: string; open: { action: TenantDialog; rental: Rental } | null; onClose: () => void }) {
  if (!open) return null;
  const { action, rental } = open;
  switch (action) {
    case 'edit_invite':
      return <InviteModal userId={userId} editing={rental} onClose={onClose} />;
    case 'update_note':
      return <NoteDialog rental={rental} onClose={onClose} />;
    case 'request_autopay':
      return <RequestAutopayDialog rental={rental} onClose={onClose} />;
    case 'check_out':
      return <CheckOutDialog rental={rental} onClose={onClose} />;
    case 'add_manual_payment':
      return <ManualPaymentDialog rental={rental} onClose={onClose} />;
    case 'send_payment_request':
      return <PaymentRequestDialog rental={rental} onClose={onClose} />;
    case 'view_transactions':
      return <TransactionsDialog rental={rental} onClose={onClose} />;
  }
}
