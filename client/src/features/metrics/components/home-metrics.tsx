import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../ui/button/button';
import { roundedCount, type SiteFigures } from '../model/metric-figures';
import styles from './home-metrics.module.css';

/**
 * spec 2 §2 Home: the metrics sentence and the button to browse listings near N airports. The
 * sentence appears once figures are known (cached, or fetched 3 s after load); the button always
 * leads to /airports and names the airport count when it is known.
 */
export function HomeMetrics({ figures }: { figures: SiteFigures | null }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const { users = 0, listings = 0, airports = 0 } = figures ?? {};
  return (
    <section className={styles.metrics} aria-label={t('home.metrics.label')}>
      {users > 0 && listings > 0 && airports > 0 && (
        <p className={styles.sentence}>
          {t('home.metrics.sentence', { users: roundedCount(users, lng), listings: roundedCount(listings, lng), airports: roundedCount(airports, lng) })}
        </p>
      )}
      <Link to="/airports" className={buttonClass('secondary')}>
        {airports > 0 ? t('home.metrics.browse', { count: airports, airports: roundedCount(airports, lng) }) : t('home.metrics.browse_all')}
      </Link>
    </section>
  );
}
