import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../lib/api-client/api-context';
import { useApiData } from '../../../lib/api-client/use-api-data';
import { formatMoney } from '../../../lib/format/format-money';
import { failureText } from '../../../lib/forms/submit-error';
import { Button } from '../../../ui/button/button';
import { crewApi } from '../data/crew-api';
import { RevenueChart } from './revenue-chart';
import styles from './crew.module.css';

/** Revenue history (spec 3 §2): chart and table of month, revenue, occupancy; empty text; danger banner on failure. */
export function RevenuePage() {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const data = useApiData('revenue', (signal) => crewApi.revenue(api, signal));
  return (
    <div className={styles.page}>
      <div className={styles.headerRow}>
        <h1 className={styles.title}>{t('crew.revenue.title')}</h1>
        <Link to="/my-crew">{t('crew.revenue.back')}</Link>
      </div>
      {data.status === 'loading' && <p role="status">{t('crew.loading')}</p>}
      {data.status === 'error' && (
        <div role="alert" className={styles.danger}>
          {failureText(data.error, t, { offline: 'crew.needs_connection', fallback: 'crew.something_wrong' })}{' '}
          <Button small variant="secondary" onClick={data.reload}>
            {t('crew.retry')}
          </Button>
        </div>
      )}
      {data.status === 'ready' && data.value.data.length === 0 && <p>{t('crew.revenue.empty')}</p>}
      {data.status === 'ready' && data.value.data.length > 0 && (
        <>
          <RevenueChart months={data.value.data} />
          <div className={styles.tableWrap}>
            <table className={styles.table} aria-label={t('crew.revenue.title')}>
              <thead>
                <tr>
                  <th scope="col">{t('crew.revenue.month')}</th>
                  <th scope="col" className={styles.num}>{t('crew.revenue.revenue')}</th>
                  <th scope="col" className={styles.num}>{t('crew.revenue.occupancy')}</th>
                </tr>
              </thead>
              <tbody>
                {data.value.data.map((row) => (
                  <tr key={row.id}>
                    <th scope="row">{row.months}</th>
                    <td className={styles.num}>{formatMoney(row.amount_cents, i18n.language)}</td>
                    <td className={styles.num}>{t('crew.stats.percent', { value: Math.round(row.percentage) })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}
