import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './editor.module.css';

/** The wizard page frame: heading, and in edit mode the preview link (opens /listing/{id} in a new tab). */
export function EditorPage({ mode, listingId, children }: { mode: 'create' | 'edit'; listingId?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t(mode === 'create' ? 'listing_editor.create_title' : 'listing_editor.edit_title')}</h1>
        {mode === 'edit' && listingId && (
          <a className={styles.preview} href={`/listing/${encodeURIComponent(listingId)}`} target="_blank" rel="noopener">
            {t('listing_editor.preview')}
            <span className={styles.visuallyHidden}> {t('listing_editor.new_tab')}</span>
          </a>
        )}
      </header>
      {children}
    </div>
  );
}
