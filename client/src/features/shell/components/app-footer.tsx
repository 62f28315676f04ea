import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../../lib/time/use-now';
import styles from './app-footer.module.css';

/** spec 1 §2 footer links; the information pages are content routes (spec 2). */
const FOOTER_LINKS: readonly { to: string; key: string }[] = [
  { to: '/why', key: 'why_list' },
  { to: '/policies', key: 'policies' },
  { to: '/house-rules', key: 'house_rules' },
  { to: '/help', key: 'help' },
  { to: '/advertise', key: 'advertise' },
  { to: '/tenant-management', key: 'tenant_management' },
  { to: '/autopay', key: 'autopay' },
  { to: '/tenant-messaging', key: 'tenant_messaging' },
  // The other information pages of spec 2 §2 "Other pages" and the contact form.
  { to: '/what', key: 'what' },
  { to: '/fees', key: 'fees' },
  { to: '/featured-details', key: 'featured_details' },
  { to: '/quality-listings', key: 'quality_listings' },
  { to: '/image-requirements', key: 'image_requirements' },
  { to: '/refund-policies', key: 'refund_policies' },
  { to: '/security', key: 'security' },
  { to: '/problems', key: 'problems' },
  { to: '/contact', key: 'contact' },
];

export function AppFooter({ brand }: { brand: string }) {
  const { t } = useTranslation();
  const year = new Date(useNow()).getFullYear();
  return (
    <footer className={styles.footer}>
      <nav aria-label={t('shell.footer.label')}>
        <ul className={styles.links}>
          {FOOTER_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={styles.link}>
                {t(`shell.footer.${link.key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className={styles.copy}>{t('shell.footer.copyright', { brand, year })}</p>
    </footer>
  );
}
