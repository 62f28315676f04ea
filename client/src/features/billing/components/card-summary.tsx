import type { Card } from '@crashpad/sync';
import { useTranslation } from 'react-i18next';
import styles from './billing.module.css';

/** The card on file: brand, last four digits, expiry and the Active/Invalid badge (spec 1 §3, §4). */
export function CardSummary({ card }: { card: Card }) {
  const { t } = useTranslation();
  const active = card.status === 'Active';
  return (
    <p className={styles.cardText} data-card-last4={card.last4}>
      <span>{t('billing.card.summary', { brand: card.brand.toUpperCase(), last4: card.last4, month: String(card.exp_month).padStart(2, '0'), year: card.exp_year })}</span>{' '}
      <span className={`${styles.badge} ${active ? styles.badgeActive : styles.badgeInvalid}`}>{t(active ? 'billing.card.active' : 'billing.card.invalid')}</span>
      {card.expiring_soon && active && <span className={styles.muted}> {t('billing.card.expiring_soon')}</span>}
    </p>
  );
}
