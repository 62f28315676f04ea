import { useNow } from '../../../lib/time/use-now';
import { isAccountExpired } from '../../../lib/session/model/account-expiry';
import { useSession } from '../../../lib/session/use-session';
import { annualFeeDue } from '../model/annual-fee';
import { AnnualFeeModal } from './annual-fee-modal';
import { SetupPaymentModal } from './setup-payment-modal';

/**
 * The app-wide payment modals (spec 1 §2), mounted once by the root layout. One question at a
 * time: while the account is expired or its fee is due, the set-up-a-card modal waits.
 */
export function BillingModals() {
  const { user } = useSession();
  const now = useNow();
  const expired = isAccountExpired(user, now);
  return (
    <>
      <AnnualFeeModal />
      <SetupPaymentModal blocked={expired || annualFeeDue(user, expired)} />
    </>
  );
}
