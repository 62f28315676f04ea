import type { EmailsPerDay } from '@crashpad/sync';
import { useTranslation } from 'react-i18next';
import { dayLabel, totalEmails } from '../model/emails-table';
import styles from './contact.module.css';

/** /emails (admins, spec 2 §2): contact messages received per UTC day, newest first. */
export function EmailsView({ rows }: { rows: readonly EmailsPerDay[] }) {
  const { t, i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.language);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('contact.emails.title')}</h1>
      {rows.length === 0 ? (
        <p className={styles.muted}>{t('contact.emails.empty')}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className={styles.muted}>{t('contact.emails.caption', { total: format.format(totalEmails(rows)) })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('contact.emails.day')}</th>
                <th scope="col">{t('contact.emails.count')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.message_id}>
                  <td>{dayLabel(row, i18n.language)}</td>
                  <td>{format.format(row.total_emails)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
