import { cardImageUrl } from '@crashpad/sync';
import { useCallback, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { stepPhoto, swipeDirection, thumbnailWindow, visiblePhotos } from '../model/carousel';
import styles from './listing-gallery.module.css';
import { useAutoplay, usePrefersReducedMotion } from './use-autoplay';

/**
 * The listing's photo carousel (spec 2 §9): 1–3 photos by the strip's width, previous/next
 * buttons, swipe on touch, arrow keys, six thumbnails around the current photo, and autoplay
 * every 4000 ms that pauses while the pointer is over it or focus is in it, stops for reduced
 * motion, and has its own pause button (WCAG 2.2.2). A placeholder without photos.
 */
export function ListingGallery({ images, title }: { images: string[]; title: string }) {
  const { t } = useTranslation();
  const total = images.length;
  const [chosen, setChosen] = useState(0);
  const index = Math.min(chosen, Math.max(0, total - 1));
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const go = useCallback((delta: number) => setChosen((i) => stepPhoto(Math.min(i, total - 1), delta, total)), [total]);
  const advance = useCallback((from: number) => setChosen(stepPhoto(from, 1, total)), [total]);
  const canPlay = total > 1 && !reducedMotion;
  const playing = canPlay && !stopped && !hovered && !focused;
  useAutoplay(playing, index, advance);

  if (total === 0) {
    return (
      <div className={styles.noPhoto} role="img" aria-label={t('listing.no_photos')}>
        <span aria-hidden="true">{t('listing.no_photos')}</span>
      </div>
    );
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      go(event.key === 'ArrowLeft' ? -1 : 1);
    }
  };
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.pointerType === 'mouse' ? null : { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start) go(swipeDirection(event.clientX - start.x, event.clientY - start.y));
  };

  return (
    <section
      className={styles.gallery}
      aria-roledescription={t('listing.carousel')}
      aria-label={t('listing.photos')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setFocused(false)}
      onKeyDown={onKeyDown}
    >
      <div className={styles.stage}>
        <div
          className={styles.strip}
          aria-live={playing ? 'off' : 'polite'}
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (swipeStart.current = null)}
        >
          {visiblePhotos(index, total).map((i, position) => (
            <figure key={`${i}-${position}`} className={styles.slide} role="group" aria-roledescription={t('listing.slide')} aria-label={t('listing.slide_label', { n: i + 1, total })}>
              <img className={styles.photo} src={images[i]} alt={t('listing.photo_alt', { title, n: i + 1, total })} draggable={false} />
            </figure>
          ))}
        </div>
        {total > 1 && (
          <>
            <button type="button" className={`${styles.arrow} ${styles.prev}`} aria-label={t('listing.previous_photo')} onClick={() => go(-1)}>
              <span aria-hidden="true">‹</span>
            </button>
            <button type="button" className={`${styles.arrow} ${styles.next}`} aria-label={t('listing.next_photo')} onClick={() => go(1)}>
              <span aria-hidden="true">›</span>
            </button>
            <p className={styles.counter} aria-hidden="true">
              {index + 1} / {total}
            </p>
          </>
        )}
      </div>
      {total > 1 && (
        <div className={styles.controls}>
          <ul className={styles.thumbs} aria-label={t('listing.thumbnails')}>
            {thumbnailWindow(index, total).map((i) => (
              <li key={images[i]}>
                <button type="button" aria-current={i === index ? 'true' : undefined} aria-label={t('listing.show_photo', { n: i + 1 })} onClick={() => setChosen(i)}>
                  <img src={cardImageUrl(images[i]!)} alt="" loading="lazy" />
                </button>
              </li>
            ))}
          </ul>
          {canPlay && (
            <button type="button" className={styles.play} onClick={() => setStopped((s) => !s)}>
              {t(stopped ? 'listing.play_slideshow' : 'listing.pause_slideshow')}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
