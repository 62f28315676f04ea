import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../../lib/time/use-now';
import { isAccountExpired } from '../../../lib/session/model/account-expiry';
import { useSession } from '../../../lib/session/use-session';
import { changePackageTitleKey, knownPlan, plansForRole } from '../model/plan-offers';
import { PlanCheckoutPage } from './plan-checkout-page';

/**
 * /change-package (spec 1 §2): Renew Account when the plan ran out, else Change Package. Pays
 * through POST /user/renew-subscription; the answer's token and user replace the session's.
 */
export function ChangePackageView() {
  const { t } = useTranslation();
  const { user } = useSession();
  const now = useNow();
  // The title stays what it was when the page opened, also after the renewal succeeded.
  const [expired] = useState(() => isAccountExpired(user, now));
  if (!user) return null;
  const plan = knownPlan(user.user_plan);
  return (
    <PlanCheckoutPage
      userId={user.id}
      title={t(changePackageTitleKey(expired))}
      lead={t(expired ? 'billing.change.lead_renew' : 'billing.change.lead_change')}
      mode="renewal"
      plans={plansForRole(user.user_plan)}
      initialPlan={plan}
      submitLabel={t(expired ? 'billing.change.submit_renew' : 'billing.change.submit_change')}
    />
  );
}
