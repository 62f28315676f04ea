import { LISTING_IMAGE_MAX_BYTES, MAX_LISTING_IMAGES } from '@crashpad/sync';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListingUploads } from '../data/use-listing-uploads';
import { useRotateImage } from '../data/use-rotate-image';
import { useUploadTask } from '../data/use-upload-task';
import { addImages, checkImageFiles, moveImage, removeImage, replaceImage, setPrimary, type ImagesState } from '../model/images-model';
import { FilePicker } from './file-picker';
import { ImageTile } from './image-tile';
import styles from './editor.module.css';
import type { StepProps } from './step-props';

const MAX_MB = LISTING_IMAGE_MAX_BYTES / (1024 * 1024);

/** Step 5, Images (spec 2 §2): up to 15 images of 6 MB, reordered by drag or buttons, one primary, rotatable. */
export function ImagesStep({ form, onChange, errorOf }: StepProps) {
  const { t } = useTranslation();
  const uploads = useListingUploads();
  const { task, run, fail } = useUploadTask();
  const { rotating, rotate } = useRotateImage();
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [announce, setAnnounce] = useState('');
  const change = (fn: (s: ImagesState) => ImagesState) => onChange((latest) => fn({ images: latest.images, thumbnail: latest.thumbnail }));
  const move = (from: number, to: number) => {
    change((s) => moveImage(s, from, to));
    setAnnounce(t('listing_editor.images.moved', { from: from + 1, to: to + 1 }));
  };

  const onFiles = async (files: File[]) => {
    const check = checkImageFiles(files, form.images.length);
    if (check.refused.length) fail(t(`listing_editor.images.refused_${check.refused[0]!.reason}`, { name: check.refused[0]!.file.name, max: MAX_LISTING_IMAGES, mb: MAX_MB }));
    if (!check.accepted.length) return;
    const urls = await run((options) => uploads.images(check.accepted, options));
    if (urls) change((s) => addImages(s, urls));
  };

  const error = errorOf('images') ?? errorOf('thumbnail');
  return (
    <>
      <p className={styles.hint}>{t('listing_editor.images.hint', { max: MAX_LISTING_IMAGES, mb: MAX_MB })}</p>
      <div data-field="images" tabIndex={-1}>
        <FilePicker
          label={t('listing_editor.images.add')}
          accept="image/*"
          multiple
          full={form.images.length >= MAX_LISTING_IMAGES}
          fullHint={t('listing_editor.images.full', { max: MAX_LISTING_IMAGES })}
          task={task}
          onFiles={(files) => void onFiles(files)}
        />
      </div>
      {error && (
        <p className={styles.notice} role="alert">
          {error}
        </p>
      )}
      <ol className={styles.images} data-field="thumbnail" tabIndex={-1} aria-label={t('listing_editor.images.list', { n: form.images.length })}>
        {form.images.map((url, index) => (
          <ImageTile
            key={url}
            url={url}
            index={index}
            count={form.images.length}
            primary={url === form.thumbnail}
            rotating={rotating === url}
            dragging={dragFrom === index}
            onMove={(to) => move(index, to)}
            onPrimary={() => change((s) => setPrimary(s, url))}
            onRotate={() => void rotate(url).then((next) => next && change((s) => replaceImage(s, url, next)))}
            onRemove={() => change((s) => removeImage(s, url))}
            onDragStart={() => setDragFrom(index)}
            onDragEnd={() => setDragFrom(null)}
            onDropHere={() => dragFrom !== null && move(dragFrom, index)}
          />
        ))}
      </ol>
      <p className={styles.hint} aria-live="polite">
        {announce}
      </p>
    </>
  );
}
