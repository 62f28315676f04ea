import { createFileRoute, useLocation, useNavigate } from '@tanstack/react-router';
import { roleOfPlan } from '@crashpad/sync';
import { SwitchUserForm } from '../features/admin/components/switch-user-form';
import { PaymentMethodManager } from '../features/billing/components/payment-method-manager';
import { ServicesTable } from '../features/billing/components/services-table';
import { PayoutsPanel } from '../features/payouts/components/payouts-panel';
import { opensStepTwo } from '../features/payouts/model/onboarding';
import { AccountSettingsView } from '../features/account-settings/components/account-settings-view';
import { selectTab, visibleTabs, type SettingsTab } from '../features/account-settings/model/settings-tabs';
import { parseSettingsSearch } from '../features/account-settings/model/settings-search';
import { AlertSettingsSection } from '../features/rentals/components/alert-settings-section';
import { PaymentRequestsPanel } from '../features/rentals/components/payment-requests-panel';
import { useHasPaymentRequests } from '../features/rentals/data/use-my-rentals';
import { useSession } from '../lib/session/use-session';
import { useConfig } from '../lib/config/use-config';
import { pageHead } from '../lib/head/page-head';
import { i18next } from '../lib/i18n/init-i18n';

/** /account-setting (auth, spec 1 §2): tabs by hash (#my-services) or query (?tab=autopay). */
export const Route = createFileRoute('/_auth/account-setting')({
  validateSearch: parseSettingsSearch,
  component: AccountSettingPage,
  head: () => pageHead({ title: i18next.t('settings.title'), noindex: true }),
});

function AccountSettingPage() {
  const { user, isSwitched, hasAutoPayment } = useSession();
  const { flags } = useConfig();
  const search = Route.useSearch();
  const hash = useLocation({ select: (l) => l.hash });
  const navigate = useNavigate();
  const hasPaymentRequests = useHasPaymentRequests(user?.id ?? '');
  if (!user) return null;
  const tabs = visibleTabs({ flags, userPlan: user.user_plan, hasPaymentRequests });
  const selected = selectTab({ hash, queryTab: search.tab }, tabs);
  // Each tab is its own history entry, so the back button walks back through the tabs.
  const onSelect = (tab: SettingsTab) => void navigate({ to: '/account-setting', hash: tab, search: {} });
  return (
    <AccountSettingsView
      user={user}
      hasAutoPayment={hasAutoPayment}
      isSwitched={isSwitched}
      tabs={tabs}
      selected={selected}
      onSelect={onSelect}
      canCloseAccount={flags.deactivate_account === true}
      extraDetails={
        <>
          <AlertSettingsSection />
          {user.is_admin && !isSwitched ? <SwitchUserForm /> : null}
        </>
      }
      oneTimePayment={<PaymentRequestsPanel userId={user.id} />}
      paymentMethod={<PaymentMethodManager userId={user.id} redirect={false} />}
      servicesExtra={<ServicesTable userId={user.id} />}
      autopay={
        roleOfPlan(user.user_plan) === 'lister' ? (
          <PayoutsPanel userId={user.id} openStepTwo={opensStepTwo(search)} showSchedule={flags.payout_schedule === true} />
        ) : undefined
      }
    />
  );
}
