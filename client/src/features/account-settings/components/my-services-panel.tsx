import type { User } from '@crashpad/sync';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format/format-date';
import { formatMoney } from '../../../lib/format/format-money';
import { useNow } from '../../../lib/time/use-now';
import { accountNoticeKey, serviceRowFor } from '../model/service-row';
import styles from './settings.module.css';

const BADGE = { active: styles.badgeActive, pending: styles.badgePending, expired: styles.badgeExpired } as const;

/** My services (spec 1 §2): the plan as a service row, and the account notice of the role (spec 1 §1). */
export function MyServicesPanel({ user }: { user: User }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? 'en';
  const now = useNow();
  const row = serviceRowFor(user, now);
  return (
    <div>
      <h2 className={styles.sectionTitle}>{t('settings.services.title')}</h2>
      <p className={styles.note}>{t(accountNoticeKey(user.user_plan))}</p>
      {!row ? (
        <>
          <p>{t('settings.services.welcome', { name: user.first_name || user.display_name })}</p>
          <p className={styles.muted}>{t('settings.services.none')}</p>
        </>
      ) : (
        <ul className={styles.services}>
          <li className={styles.section}>
            <dl className={styles.service}>
              <dt>{t('settings.services.service')}</dt>
              <dd>{t(row.nameKey)}</dd>
              <dt>{t('settings.services.amount')}</dt>
              <dd>{t(row.termMonths === 12 ? 'settings.services.amount_year' : 'settings.services.amount_months', { amount: formatMoney(row.amountCents, lng), months: row.termMonths })}</dd>
              <dt>{t('settings.services.status')}</dt>
              <dd>
                <span className={`${styles.badge} ${BADGE[row.status]}`}>{t(`settings.services.status_${row.status}`)}</span>
              </dd>
              {row.expiry && (
                <>
                  <dt>{t(`settings.services.expiry_${row.expiry.label}`)}</dt>
                  <dd>
                    <time dateTime={row.expiry.at}>{formatDate(row.expiry.at, lng)}</time>
                  </dd>
                </>
              )}
            </dl>
          </li>
        </ul>
      )}
    </div>
  );
}
