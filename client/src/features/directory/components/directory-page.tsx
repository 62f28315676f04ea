import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { filterDirectory, type DirectoryCountry } from '../model/filter-directory';
import { DirectoryFilter } from './directory-filter';
import styles from './directory.module.css';

export interface DirectoryPageProps<C extends DirectoryCountry & { code: string; listings_count: number }> {
  title: string;
  lead: string;
  /** Link to the other view of the directory (by city / by airport). */
  switchLink: ReactNode;
  countries: readonly C[];
  /** The cities of one country as this view shows them. */
  renderCities: (country: C) => ReactNode;
}

/**
 * The frame both directories share: heading, view switch, text filter and countries with their
 * listing counts (the server's distinct count: a listing near two cities counts once).
 */
export function DirectoryPage<C extends DirectoryCountry & { code: string; listings_count: number }>({ title, lead, switchLink, countries, renderCities }: DirectoryPageProps<C>) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const shown = filterDirectory(countries, text);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.lead}>{lead}</p>
      <nav className={styles.switch} aria-label={t('directory.switch_label')}>
        {switchLink}
      </nav>
      <DirectoryFilter value={text} onChange={setText} />
      {shown.length === 0 && <p className={styles.none}>{t('directory.none')}</p>}
      {shown.map((country) => (
        <section key={country.code} className={styles.country} aria-labelledby={`country-${country.code}`}>
          <h2 id={`country-${country.code}`} className={styles.countryName}>
            {country.name} <span className={styles.count}>{t('directory.listings', { count: country.listings_count })}</span>
          </h2>
          {renderCities(country)}
        </section>
      ))}
    </div>
  );
}
