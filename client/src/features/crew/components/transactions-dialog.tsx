import type { Rental } from '@crashpad/sync';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../lib/api-client/api-context';
import { useApiData } from '../../../lib/api-client/use-api-data';
import { formatDate } from '../../../lib/format/format-date';
import { formatMoney } from '../../../lib/format/format-money';
import { isConnectivityError } from '../../../lib/network/connectivity-error';
import { Button } from '../../../ui/button/button';
import { Modal } from '../../../ui/dialog/modal';
import { crewApi } from '../data/crew-api';
import { signedCents } from '../model/transaction-amount';
import styles from './crew.module.css';

/** spec 3 §3 transaction status: paid, pending, anything else is shown as failed. */
const statusKey = (status: string) => (status === 'paid' || status === 'pending' ? status : 'failed');

/** A tenant's transactions from the ledger (spec 3 §2 "view transactions"); needs a connection. */
export function TransactionsDialog({ rental, onClose }: { rental: Rental; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const data = useApiData(`transactions:${rental.id}`, (signal) => crewApi.transactions(api, rental.id, signal));
  return (
    <Modal open onClose={onClose} title={t('crew.transactions.title', { reference: rental.booking_reference })} footer={<Button onClick={onClose}>{t('crew.close')}</Button>}>
      {data.status === 'loading' && <p role="status">{t('crew.loading')}</p>}
      {data.status === 'error' && (
        <p role="alert" className={styles.danger}>
          {isConnectivityError(data.error) ? t('crew.needs_connection') : t('crew.something_wrong')} <Button small variant="secondary" onClick={data.reload}>{t('crew.retry')}</Button>
        </p>
      )}
      {data.status === 'ready' && data.value.data.length === 0 && <p>{t('crew.transactions.empty')}</p>}
      {data.status === 'ready' && data.value.data.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('crew.transactions.date')}</th>
                <th scope="col">{t('crew.transactions.kind')}</th>
                <th scope="col">{t('crew.transactions.status')}</th>
                <th scope="col" className={styles.num}>{t('crew.transactions.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {data.value.data.map((row) => (
                <tr key={row.id}>
                  <td>{formatDate(row.created_at, i18n.language)}</td>
                  <td>
                    {t(`crew.transactions.kinds.${row.kind}`)}
                    {row.type === 'manual' ? ` · ${t(`crew.payment_methods.${row.provider}`, { defaultValue: row.provider })}` : ''}
                    {row.notes ? <div>{row.notes}</div> : null}
                  </td>
                  <td>{t(`crew.transactions.statuses.${statusKey(row.status)}`)}</td>
                  <td className={styles.num}>{formatMoney(signedCents(row), i18n.language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Modal>
  );
}
