import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { CitiesDirectory } from '../data/directory-api';
import { DirectoryPage } from './directory-page';
import styles from './directory.module.css';

/** /cities: countries with city cards (listings and airports counts) linking to the city search. */
export function CitiesView({ directory }: { directory: CitiesDirectory }) {
  const { t } = useTranslation();
  return (
    <DirectoryPage
      title={t('directory.cities.title')}
      lead={t('directory.cities.lead')}
      switchLink={<Link to="/airports">{t('directory.by_airport')}</Link>}
      countries={directory.countries}
      renderCities={(country) => (
        <ul className={styles.cities}>
          {country.cities.map((city) => (
            <li key={city.id}>
              <Link to="/search/cities/$cityId" params={{ cityId: city.id }} className={styles.cityLink}>
                <span className={styles.cityName}>{city.display_name}</span>
                <span className={styles.meta}>
                  {t('directory.listings', { count: city.listings_count })} · {t('directory.airport_count', { count: city.airports_count })} ·{' '}
                  {t('directory.main_airport', { prefix: city.prefix })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    />
  );
}
