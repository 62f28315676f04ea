import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../ui/button/button';
import styles from './home-view.module.css';

/**
 * The home page hero with the two ways in: find a crashpad, or list yours. The search widget
 * belongs to the search feature, so the route passes it in (features do not import each other).
 */
export function HomeView({ brand, search }: { brand: string; search: ReactNode }) {
  const { t } = useTranslation();
  const findPath: string = '/airports';
  const listPath: string = '/create-account';
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <h1 id="home-title" className={styles.title}>
        {brand}
      </h1>
      <p className={styles.tagline}>{t('app.tagline')}</p>
      <p className={styles.lead}>{t('shell.home.lead')}</p>
      {search}
      <div className={styles.actions}>
        <Link to={findPath} className={buttonClass('primary')}>
          {t('shell.home.find')}
        </Link>
        <Link to={listPath} className={buttonClass('secondary')}>
          {t('shell.home.list')}
        </Link>
      </div>
      <ul className={styles.points}>
        <li>{t('shell.home.point_crew')}</li>
        <li>{t('shell.home.point_offline')}</li>
        <li>{t('shell.home.point_rent')}</li>
      </ul>
    </section>
  );
}
