import { cardImageUrl } from '@crashpad/sync';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button/button';
import styles from './editor.module.css';

interface ImageTileProps {
  url: string;
  index: number;
  count: number;
  primary: boolean;
  rotating: boolean;
  dragging: boolean;
  onMove: (to: number) => void;
  onPrimary: () => void;
  onRotate: () => void;
  onRemove: () => void;
  onDragStart: () => void;
  onDragEnd: () => void;
  onDropHere: () => void;
}

/** One image: drag it onto another to reorder, or use the buttons (keyboard) to move, make primary, rotate, remove. */
export function ImageTile({ url, index, count, primary, rotating, dragging, onMove, onPrimary, onRotate, onRemove, onDragStart, onDragEnd, onDropHere }: ImageTileProps) {
  const { t } = useTranslation();
  const n = index + 1;
  return (
    <li
      className={styles.tile}
      data-primary={primary}
      data-dragging={dragging}
      draggable
      onDragStart={(e) => {
        e.dataTransfer.effectAllowed = 'move';
        e.dataTransfer.setData('text/plain', String(index));
        onDragStart();
      }}
      onDragEnd={onDragEnd}
      onDragOver={(e) => e.preventDefault()}
      onDrop={(e) => {
        e.preventDefault();
        onDropHere();
      }}
    >
      <img src={cardImageUrl(url)} alt={t('listing_editor.images.image_alt', { n })} loading="lazy" draggable={false} />
      <div className={styles.tileTools}>
        {primary ? (
          <span className={styles.badge}>{t('listing_editor.images.primary')}</span>
        ) : (
          <Button small variant="secondary" onClick={onPrimary} aria-label={t('listing_editor.images.make_primary_n', { n })}>
            {t('listing_editor.images.make_primary')}
          </Button>
        )}
        <Button small variant="ghost" disabled={index === 0} onClick={() => onMove(index - 1)} aria-label={t('listing_editor.images.move_earlier', { n })}>
          ←
        </Button>
        <Button small variant="ghost" disabled={index === count - 1} onClick={() => onMove(index + 1)} aria-label={t('listing_editor.images.move_later', { n })}>
          →
        </Button>
        <Button small variant="ghost" loading={rotating} onClick={onRotate} aria-label={t('listing_editor.images.rotate_n', { n })}>
          ⟳
        </Button>
        <Button small variant="ghost" onClick={onRemove} aria-label={t('listing_editor.images.remove_n', { n })}>
          ✕
        </Button>
      </div>
    </li>
  );
}
