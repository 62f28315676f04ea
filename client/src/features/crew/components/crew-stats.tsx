import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../lib/api-client/api-context';
import { useApiData } from '../../../lib/api-client/use-api-data';
import { formatMoney } from '../../../lib/format/format-money';
import { crewApi } from '../data/crew-api';
import styles from './crew.module.css';

/** spec 3 §2 stats card: this and last month's revenue, tenants, occupancy, and the revenue link. Online figures. */
export function CrewStats({ tenants }: { tenants: number }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const report = useApiData('monthly-report', (signal) => crewApi.monthlyReport(api, signal));
  const value = report.status === 'ready' ? report.value : null;
  const money = (cents: number | undefined) => (cents === undefined ? '—' : formatMoney(cents, i18n.language));
  return (
    <section className={styles.card} aria-labelledby="crew-stats">
      <h2 id="crew-stats">{t('crew.stats.title')}</h2>
      <dl className={styles.stats}>
        <div>
          <dt>{t('crew.stats.this_month')}</dt>
          <dd>{money(value?.thismonth.total_amount_cents)}</dd>
        </div>
        <div>
          <dt>{t('crew.stats.last_month')}</dt>
          <dd>{money(value?.lastmonth.total_amount_cents)}</dd>
        </div>
        <div>
          <dt>{t('crew.stats.total_tenants')}</dt>
          <dd>{value?.total_tenants ?? tenants}</dd>
        </div>
        <div>
          <dt>{t('crew.stats.occupancy')}</dt>
          <dd>{value ? t('crew.stats.percent', { value: Math.round(value.occupancy_percentage) }) : '—'}</dd>
        </div>
      </dl>
      {report.status === 'error' && <p className={styles.intro}>{t('crew.stats.offline')}</p>}
      <Link to="/lister/payments">{t('crew.stats.revenue_link')}</Link>
    </section>
  );
}
