import { cardImageUrl } from '@crashpad/sync';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './listing-detail.module.css';

/** The listing's photos: one large image with thumbnails to switch; a placeholder without photos. */
export function ListingGallery({ images, title }: { images: string[]; title: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const current = images[Math.min(index, images.length - 1)];
  if (!current) {
    return (
      <div className={styles.noPhoto} role="img" aria-label={t('listing.no_photos')}>
        <span aria-hidden="true">{t('listing.no_photos')}</span>
      </div>
    );
  }
  return (
    <section className={styles.gallery} aria-label={t('listing.photos')}>
      <img className={styles.photo} src={current} alt={t('listing.photo_alt', { title, n: index + 1, total: images.length })} />
      {images.length > 1 && (
        <ul className={styles.thumbs}>
          {images.map((src, i) => (
            <li key={src}>
              <button type="button" aria-pressed={i === index} aria-label={t('listing.show_photo', { n: i + 1 })} onClick={() => setIndex(i)}>
                <img src={cardImageUrl(src)} alt="" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
