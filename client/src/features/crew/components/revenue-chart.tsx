import type { RevenueMonth } from '@crashpad/sync';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format/format-money';
import { CHART, revenueBars } from '../model/revenue-chart';
import styles from './crew.module.css';

/**
 * Revenue bars with the occupancy line, as an SVG image described for screen readers (the table
 * below carries the same figures); each bar has a title with its values for pointer users.
 */
export function RevenueChart({ months }: { months: readonly RevenueMonth[] }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const descId = useId();
  const { bars, baseline, max } = revenueBars(months);
  const line = bars.map((b) => `${b.x + b.width / 2},${b.occupancyY}`).join(' ');
  return (
    <svg className={styles.chart} viewBox={`0 0 ${CHART.width} ${CHART.height}`} role="img" aria-labelledby={`${titleId} ${descId}`}>
      <title id={titleId}>{t('crew.revenue.chart_title')}</title>
      <desc id={descId}>{t('crew.revenue.chart_desc', { count: bars.length, max: formatMoney(max, i18n.language) })}</desc>
      <line className={styles.chartAxis} x1={CHART.left} x2={CHART.width - CHART.right} y1={baseline} y2={baseline} />
      {bars.map((b) => (
        <g key={b.id}>
          <rect className={styles.chartBar} x={b.x} y={b.y} width={b.width} height={b.height}>
            <title>{`${b.label}: ${formatMoney(months.find((m) => m.id === b.id)?.amount_cents ?? 0, i18n.language)}`}</title>
          </rect>
          <text className={styles.chartLabel} x={b.x + b.width / 2} y={CHART.height - 8} textAnchor="middle">
            {b.id.slice(2)}
          </text>
        </g>
      ))}
      {bars.length > 1 && <polyline className={styles.chartLine} points={line} />}
    </svg>
  );
}
