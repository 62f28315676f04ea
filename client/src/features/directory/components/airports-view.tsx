import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { AirportDirectory } from '../data/directory-api';
import { DirectoryPage } from './directory-page';
import styles from './directory.module.css';

/**
 * /airports (spec 2 §2 "Airports directory"): countries → cities → airport cards with prefix,
 * listing count, city and country; each airport links to its search page.
 */
export function AirportsView({ directory }: { directory: AirportDirectory }) {
  const { t } = useTranslation();
  return (
    <DirectoryPage
      title={t('directory.airports.title')}
      lead={t('directory.airports.lead', { radius: directory.radius_miles })}
      switchLink={<Link to="/cities">{t('directory.by_city')}</Link>}
      countries={directory.countries}
      renderCities={(country) => (
        <div className={styles.cities}>
          {country.cities.map((city) => (
            <section key={city.id} className={styles.city} aria-label={city.display_name}>
              <h3 className={styles.cityName}>
                <Link to="/search/cities/$cityId" params={{ cityId: city.id }}>
                  {city.display_name}
                </Link>
              </h3>
              <p className={styles.meta}>
                {t('directory.listings', { count: city.listings_count })} · {t('directory.airport_count', { count: city.airports_count })}
              </p>
              <ul className={styles.airports}>
                {city.airports.map((a) => (
                  <li key={a.id}>
                    <Link to="/search/airports/$prefix" params={{ prefix: a.prefix.toLowerCase() }} className={styles.airport}>
                      <span className={styles.prefix}>{a.prefix}</span>
                      <span className={styles.airportName}>
                        {a.name}
                        <span className={styles.meta}>
                          {a.city}, {a.country}
                        </span>
                      </span>
                      <span className={styles.badge}>{t('directory.listings', { count: a.total_listings })}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    />
  );
}
