import { BillingModals } from '../features/billing/components/billing-modals';
import { globalModalsAllowedOn } from '../features/billing/model/global-modals';
import { PendingInviteModal } from '../features/rentals/components/pending-invite-modal';
import { AccountExpiredModal } from '../lib/session/components/account-expired-modal';
import { DialogHost } from '../ui/dialog/dialog-host';
import { Toaster } from '../ui/toast/toaster';

/**
 * The app-wide layers above every page: toasts, confirmation dialogs and the global modals
 * (spec 1 §2). None of them is part of a first paint, so the root layout loads this module on
 * its own, right after (issue 11: not in the entry chunk). Their state lives in stores that
 * exist from the start (toast-store, dialog-store, the session), so nothing raised before this
 * chunk arrives is lost. The service worker precaches it with the shell: offline starts show
 * them too (service-worker/src/precache-selection.ts).
 */
export function GlobalLayers({ userId }: { userId: string | null }) {
  return (
    <>
      <Toaster />
      <DialogHost />
      <AccountExpiredModal />
      <BillingModals />
      {userId && <PendingInviteModal userId={userId} allowedOn={globalModalsAllowedOn} />}
    </>
  );
}
