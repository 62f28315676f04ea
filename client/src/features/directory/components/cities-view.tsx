import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CitiesDirectory } from '../data/directory-api';
import { countryListings, filterDirectory } from '../model/filter-directory';
import { DirectoryFilter } from './directory-filter';
import styles from './directory.module.css';

/** /cities: countries with city cards (listings and airports counts) linking to the city search. */
export function CitiesView({ directory }: { directory: CitiesDirectory }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const countries = filterDirectory(directory.countries, text);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('directory.cities.title')}</h1>
      <p className={styles.lead}>{t('directory.cities.lead')}</p>
      <nav className={styles.switch} aria-label={t('directory.switch_label')}>
        <Link to="/airports">{t('directory.by_airport')}</Link>
      </nav>
      <DirectoryFilter value={text} onChange={setText} />
      {countries.length === 0 && <p className={styles.none}>{t('directory.none')}</p>}
      {countries.map((country) => (
        <section key={country.code} className={styles.country} aria-labelledby={`country-${country.code}`}>
          <h2 id={`country-${country.code}`} className={styles.countryName}>
            {country.name} <span className={styles.count}>{t('directory.listings', { count: countryListings(country) })}</span>
          </h2>
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
        </section>
      ))}
    </div>
  );
}
