import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format/format-date';
import styles from './saved.module.css';

/** Above a listing page drawn from the saved copy: how fresh it is and what needs a connection. */
export function SavedCopyNote({ date, changed }: { date: string; changed: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <div className={styles.copyNote} role="note" data-offline-state="saved-copy">
      <p className={styles.copyDate}>{t('saved.copy.from', { date: formatDate(date, i18n.language) })}</p>
      {changed && <p>{t('saved.status.changed')}</p>}
      <p>{t('saved.copy.offline')}</p>
    </div>
  );
}
