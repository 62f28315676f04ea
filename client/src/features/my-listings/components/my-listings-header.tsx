import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button/button';
import styles from './my-listings.module.css';

/** Heading, the reminder to deactivate full listings, feedback and help links, Add Location. */
export function MyListingsHeader({ adding, onAdd }: { adding: boolean; onAdd: () => void }) {
  const { t } = useTranslation();
  return (
    <header className={styles.header}>
      <div className={styles.headerRow}>
        <h1 className={styles.title}>{t('my_listings.heading')}</h1>
        <Button onClick={onAdd} loading={adding} aria-label={adding ? t('my_listings.adding') : undefined}>
          {t('my_listings.add')}
        </Button>
      </div>
      <p className={styles.reminder}>{t('my_listings.reminder')}</p>
      <p className={styles.links}>
        <a href="/contact">{t('my_listings.feedback')}</a>
        <a href="/help">{t('my_listings.help')}</a>
        {/* spec 2 §2: the autopay guide on the payments tab, with the payout-account step open. */}
        <a href="/account-setting?tab=payments&autopay-guide&connect-account">{t('my_listings.autopay')}</a>
      </p>
    </header>
  );
}
