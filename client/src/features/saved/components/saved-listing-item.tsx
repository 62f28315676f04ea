import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button/button';
import type { SavedItem } from '../model/saved-item';
import styles from './saved.module.css';

/** One saved listing: photo, title, rent, place and airports, its state since saving, and unsave. */
export function SavedListingItem({ item, onUnsave }: { item: SavedItem; onUnsave: ((listingId: string) => Promise<void>) | null }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const title = item.title ?? t('saved.item.untitled');
  const unsave = async () => {
    if (!onUnsave) return;
    setBusy(true);
    try {
      await onUnsave(item.listingId);
    } finally {
      setBusy(false);
    }
  };
  return (
    <article className={item.status === 'removed' ? `${styles.item} ${styles.removed}` : styles.item}>
      {item.photo ? (
        <img className={styles.photo} src={item.photo} alt={t('saved.item.photo_alt', { title })} width={160} height={90} />
      ) : (
        <div className={styles.noPhoto} aria-hidden="true">
          ♡
        </div>
      )}
      <div className={styles.body}>
        <h2 className={styles.title}>
          {item.linkable ? (
            <Link to="/listing/$id" params={{ id: item.listingId }}>
              {title}
            </Link>
          ) : (
            title
          )}
        </h2>
        {item.status !== 'current' && (
          <p className={`${styles.status} ${styles[item.status]}`} role="note">
            {t(`saved.status.${item.status}`)}
          </p>
        )}
        {item.rent && <p className={styles.rent}>{t('saved.item.rent', { rent: item.rent })}</p>}
        {item.place && <p className={styles.meta}>{item.place}</p>}
        {item.airports.length > 0 && (
          <p className={styles.meta}>
            {t('saved.item.airports', { airports: item.airports.join(', ') })}
          </p>
        )}
      </div>
      <Button variant="ghost" small className={styles.unsave} loading={busy} disabled={!onUnsave} onClick={() => void unsave()} aria-label={t('saved.item.unsave_label', { title })}>
        {t('saved.item.unsave')}
      </Button>
    </article>
  );
}
