import type { MyListing } from '@crashpad/sync';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../lib/api-client/api-context';
import { BulkMessageDialog } from '../../../ui/dialog/bulk-message-dialog';
import { sendTenantMessage } from '../data/my-listings-api';
import styles from './my-listings.module.css';

/** Message all tenants at the chosen properties (spec 2 §2): only properties with rented beds get it. */
export function ComposeDialog({ listings, onClose }: { listings: readonly MyListing[]; onClose: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const withTenants = listings.filter((l) => l.rented > 0).map((l) => l.id);
  return (
    <BulkMessageDialog
      recipientIds={withTenants}
      labels={{ title: t('my_listings.compose.title'), field: t('my_listings.compose.message'), send: t('my_listings.compose.send'), close: t('my_listings.compose.close'), cancel: t('my_listings.compose.cancel') }}
      failureKeys={{ offline: 'my_listings.offline', fallback: 'my_listings.compose.failed' }}
      send={(message, ids) => sendTenantMessage(api, message, ids)}
      onClose={onClose}
      noRecipients={<p role="status">{t('my_listings.compose.no_tenants')}</p>}
    >
      <p>{t('my_listings.compose.to', { count: listings.length })}</p>
      <ul className={styles.composeTargets}>
        {listings.map((l) => (
          <li key={l.id}>{t('my_listings.compose.target', { title: l.title, count: l.rented })}</li>
        ))}
      </ul>
    </BulkMessageDialog>
  );
}
