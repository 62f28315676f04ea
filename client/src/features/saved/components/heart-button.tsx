import { useTranslation } from 'react-i18next';
import { useSavedToggle } from '../data/use-saved-toggle';
import styles from './heart-button.module.css';

/**
 * The heart on listing cards and the listing page: a toggle button (aria-pressed) that saves the
 * listing for offline reading. `imageUrls` are put into the image cache when saving.
 */
export function HeartButton({ listingId, title, imageUrls, variant = 'overlay' }: { listingId: string; title: string; imageUrls: readonly (string | null)[]; variant?: 'overlay' | 'inline' }) {
  const { t } = useTranslation();
  const { saved, ready, busy, toggle } = useSavedToggle(listingId, imageUrls);
  return (
    <button
      type="button"
      className={`${styles.heart} ${styles[variant]}`}
      aria-pressed={saved}
      aria-label={t('saved.heart.label', { title })}
      title={t(saved ? 'saved.heart.saved' : 'saved.heart.save')}
      disabled={!ready || busy}
      onClick={() => void toggle()}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M12 21s-7.5-4.6-9.6-9.1C.9 8.6 2.9 4.5 6.6 4.5c2.1 0 3.6 1.2 4.4 2.6h2c.8-1.4 2.3-2.6 4.4-2.6 3.7 0 5.7 4.1 4.2 7.4C19.5 16.4 12 21 12 21z"
          fill={saved ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      {variant === 'inline' && <span>{t(saved ? 'saved.heart.saved' : 'saved.heart.save')}</span>}
    </button>
  );
}
