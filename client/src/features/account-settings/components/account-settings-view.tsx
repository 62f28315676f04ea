import type { User } from '@crashpad/sync';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs, type TabItem } from '../../../ui/tabs/tabs';
import type { SettingsTab } from '../model/settings-tabs';
import { AccountDetailsPanel } from './account-details-panel';
import { AutopayPanel } from './autopay-panel';
import { ChangePlansPanel } from './change-plans-panel';
import { MyServicesPanel } from './my-services-panel';
import styles from './settings.module.css';

export interface AccountSettingsViewProps {
  user: User;
  hasAutoPayment: boolean;
  isSwitched: boolean;
  tabs: readonly SettingsTab[];
  selected: SettingsTab;
  onSelect: (tab: SettingsTab) => void;
  canCloseAccount: boolean;
  /** Sections other features add to account details (admin tools). */
  extraDetails?: ReactNode;
  /** The payment method tab, drawn by the payments screens (card form, badge, expiry, delete). */
  paymentMethod: ReactNode;
  /** Drawn under the plan summary of My services (the ledger's table of payments). */
  servicesExtra?: ReactNode;
  /** Replaces the autopay tab's summary (a lister's payouts and autopay switch). */
  autopay?: ReactNode;
  /** The One-Time Payment tab: the tenant's payment requests (rentals feature). */
  oneTimePayment?: ReactNode;
}

/** /account-setting: the tabs of spec 1 §2; the route keeps the selection in the URL. */
export function AccountSettingsView(props: AccountSettingsViewProps) {
  const { t } = useTranslation();
  const { selected } = props;
  const items: TabItem[] = props.tabs.map((id) => ({ id, label: t(`settings.tabs.${id}`), panel: id === selected ? <SettingsPanel {...props} tab={id} /> : null }));
  return (
    // The page is the anchor of the tab hash, so the scroll rule (spec 1 §2) keeps its top in view on a tab change.
    <div id={selected} className={styles.page}>
      <h1 className={styles.title}>{t('settings.title')}</h1>
      <Tabs tabs={items} selected={selected} label={t('settings.tabs.label')} onSelect={(id) => props.onSelect(id as SettingsTab)} />
    </div>
  );
}

function SettingsPanel({ tab, user, ...props }: AccountSettingsViewProps & { tab: SettingsTab }) {
  const { t } = useTranslation();
  switch (tab) {
    case 'account-details':
      return <AccountDetailsPanel user={user} isSwitched={props.isSwitched} canCloseAccount={props.canCloseAccount} extra={props.extraDetails} />;
    case 'my-services':
      return (
        <>
          <MyServicesPanel user={user} />
          {props.servicesExtra}
        </>
      );
    case 'change-plans':
      return <ChangePlansPanel user={user} />;
    case 'payment-method':
      return props.paymentMethod;
    case 'autopay':
      return props.autopay ?? <AutopayPanel user={user} hasAutoPayment={props.hasAutoPayment} />;
    case 'one-time-payment':
      // The tab only shows once the user has payment requests (spec 1 §2).
      return props.oneTimePayment ?? <p className={styles.muted}>{t('settings.one_time.none')}</p>;
  }
}
