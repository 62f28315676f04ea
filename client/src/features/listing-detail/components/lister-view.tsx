import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format/format-date';
import type { ListerPage, PublicProfile } from '../data/listing-api';
import { ListingGallery } from './listing-gallery';
import styles from './listing-detail.module.css';

/**
 * /lister/{id} (spec 2 §2 "Lister page"): welcome with the lister's name, about text, their
 * property photos and their properties (`properties`, composed by the route from listing cards).
 */
export function ListerView({ profile, page, properties }: { profile: PublicProfile; page: ListerPage; properties: ReactNode }) {
  const { t, i18n } = useTranslation();
  const photo = page.listerPhoto ?? profile.photo;
  return (
    <div className={styles.listerPage}>
      <header className={styles.lister}>
        {photo ? (
          <img className={styles.avatarLarge} src={photo} alt="" width={96} height={96} />
        ) : (
          <span className={styles.avatarLarge} aria-hidden="true">
            {page.listerName.charAt(0).toUpperCase()}
          </span>
        )}
        <div>
          <h1 className={styles.title}>{t('listing.lister_page.welcome', { name: page.listerName })}</h1>
          <p className={styles.muted}>{t('listing.lister_page.member_since', { date: formatDate(profile.created_at, i18n.language) })}</p>
        </div>
      </header>
      {(page.listerAbout ?? profile.about) && (
        <section className={styles.section} aria-labelledby="lister-about">
          <h2 id="lister-about">{t('listing.lister_page.about', { name: page.listerName })}</h2>
          <p className={styles.text}>{page.listerAbout ?? profile.about}</p>
        </section>
      )}
      {page.propertyImages.length > 0 && <ListingGallery images={page.propertyImages} title={page.listerName} />}
      <section className={styles.section} aria-labelledby="lister-properties">
        <h2 id="lister-properties">{t('listing.lister_page.properties', { count: page.properties.length })}</h2>
        {page.properties.length === 0 ? <p className={styles.muted}>{t('listing.lister_page.no_properties')}</p> : properties}
      </section>
    </div>
  );
}
