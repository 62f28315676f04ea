import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './directory.module.css';

/** Narrows the directory to matching countries, cities and airports as the user types. */
export function DirectoryFilter({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={styles.filter} role="search">
      <label htmlFor={id}>{t('directory.filter')}</label>
      <input id={id} type="search" value={value} onChange={(e) => onChange(e.target.value)} placeholder={t('directory.filter_placeholder')} />
    </div>
  );
}
