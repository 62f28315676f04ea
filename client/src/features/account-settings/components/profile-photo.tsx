import type { User } from '@crashpad/sync';
import { TOAST_SETTINGS_MS } from '@crashpad/sync';
import { useId, useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../ui/button/button';
import { toast } from '../../../ui/toast/toast-store';
import { usePhotoUpload } from '../data/use-photo-upload';
import { PHOTO_ACCEPT, photoMaxMegabytes } from '../model/photo-file';
import { SettingsSection } from './settings-section';
import styles from './settings.module.css';

/** The profile photo: pick an image, watch it upload, see the new photo (spec 1 §7 upload/user/images). */
export function ProfilePhoto({ user }: { user: User }) {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { state, upload } = usePhotoUpload();
  const uploading = state.phase === 'uploading';

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Clear the input so choosing the same file again after an error retries it.
    event.target.value = '';
    if (file && (await upload(file))) toast.success(t('settings.photo.updated'), { duration: TOAST_SETTINGS_MS });
  }

  const initial = (user.display_name || user.first_name).charAt(0).toUpperCase();
  return (
    <SettingsSection id="profile-photo" title={t('settings.photo.title')}>
      <div className={styles.photoRow}>
        {user.photo ? (
          <img className={styles.avatar} src={user.photo} alt={t('settings.photo.alt', { name: user.display_name })} width={96} height={96} />
        ) : (
          <span className={styles.avatar} aria-hidden="true">
            {initial}
          </span>
        )}
        <div className={styles.photoActions}>
          <input
            ref={input}
            id={inputId}
            className={styles.fileInput}
            type="file"
            accept={PHOTO_ACCEPT}
            disabled={uploading}
            aria-describedby={`${inputId}-hint`}
            onChange={(e) => void onChange(e)}
          />
          <label htmlFor={inputId} className={buttonClass('secondary')} aria-disabled={uploading || undefined}>
            {user.photo ? t('settings.photo.change') : t('settings.photo.add')}
          </label>
          <p id={`${inputId}-hint`} className={styles.hintBelow}>
            {t('settings.photo.hint', { max: photoMaxMegabytes() })}
          </p>
        </div>
      </div>
      {uploading && (
        <>
          <progress className={styles.progress} max={100} value={state.percent} aria-label={t('settings.photo.uploading')} />
          <p role="status" className={styles.muted}>
            {t('settings.photo.progress', { percent: state.percent })}
          </p>
        </>
      )}
      {state.phase === 'failed' && (
        <p role="alert" className={styles.error}>
          {state.message}
        </p>
      )}
    </SettingsSection>
  );
}
