import type { AccountServiceRow } from '@crashpad/sync';
import { useTranslation } from 'react-i18next';
import { describeFailure } from '../../../lib/forms/submit-error';
import { formatDate } from '../../../lib/format/format-date';
import { formatMoney } from '../../../lib/format/format-money';
import { Skeleton } from '../../../ui/feedback/skeleton';
import { useServices } from '../data/use-services';
import styles from './billing.module.css';
import { PaymentsNeedConnection } from './payments-need-connection';

/**
 * My services (spec 1 §2, §3 "Account service row"): every payment of the account from the
 * server's ledger — title, description, amount, type, expiry with its renew/expired label, repeat,
 * created and the transaction code.
 */
export function ServicesTable({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const services = useServices(userId);
  return (
    <section className={styles.section} aria-labelledby="services-table-title">
      <h3 id="services-table-title" className={styles.sectionTitle}>
        {t('billing.services.title')}
      </h3>
      {services.status === 'loading' && <Skeleton lines={3} height="1.6em" />}
      {services.status === 'error' && <PaymentsNeedConnection reason={describeFailure(services.error).kind === 'offline' ? 'offline' : 'failed'} onRetry={services.reload} />}
      {services.status === 'ready' && (services.value.length === 0 ? <p className={styles.muted}>{t('billing.services.empty')}</p> : <Rows rows={services.value} />)}
    </section>
  );
}

function Rows({ rows }: { rows: AccountServiceRow[] }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? 'en';
  return (
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-labelledby="services-table-title">
      <table className={styles.table}>
        <thead>
          <tr>
            {(['service', 'description', 'amount', 'type', 'expiry', 'repeat', 'created', 'txn_code'] as const).map((c) => (
              <th key={c} scope="col">
                {t(`billing.services.col_${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-service-type={row.payment_type}>
              <td>{row.title}</td>
              <td>{row.description}</td>
              <td className={styles.amount}>
                {formatMoney(row.amount_cents, lng, row.currency.toUpperCase())}
                {row.status !== 'succeeded' && <span className={styles.muted}> ({t(`billing.services.status_${row.status}`)})</span>}
              </td>
              <td>{t(`billing.services.type_${row.payment_type}`)}</td>
              <td>
                {row.expire_at ? (
                  <>
                    {t(`billing.services.expiry_${row.expiry_label}`)} <time dateTime={row.expire_at}>{formatDate(row.expire_at, lng)}</time>
                  </>
                ) : (
                  '—'
                )}
              </td>
              <td>{t(`billing.services.repeat_${row.repeat}`)}</td>
              <td>
                <time dateTime={row.created_at}>{formatDate(row.created_at, lng)}</time>
              </td>
              <td className={styles.code}>{row.txn_code}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
