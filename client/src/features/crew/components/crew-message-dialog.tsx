import { useTranslation } from 'react-i18next';
import { useApi } from '../../../lib/api-client/api-context';
import { BulkMessageDialog } from '../../../ui/dialog/bulk-message-dialog';
import { crewApi } from '../data/crew-api';

/** Send Message to the selected tenants (spec 3 §2, §5 bulk message): `rentalIds` are rental ids. */
export function CrewMessageDialog({ rentalIds, onClose }: { rentalIds: readonly string[]; onClose: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  return (
    <BulkMessageDialog
      recipientIds={rentalIds}
      labels={{ title: t('crew.message.title', { count: rentalIds.length }), field: t('crew.message.label'), send: t('crew.message.send'), close: t('crew.close'), cancel: t('crew.cancel') }}
      failureKeys={{ offline: 'crew.needs_connection', fallback: 'crew.something_wrong' }}
      send={(message, ids) => crewApi.sendMessage(api, message, ids)}
      onClose={onClose}
    />
  );
}
