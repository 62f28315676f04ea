import { useTranslation } from 'react-i18next';
import styles from './crew.module.css';

/** spec 3 §2: the autopay help card (autopay flag on) with its three links. */
export function AutopayHelpCard() {
  const { t } = useTranslation();
  return (
    <section className={styles.card} aria-labelledby="autopay-help">
      <h2 id="autopay-help">{t('crew.autopay_help.title')}</h2>
      <p className={styles.intro}>{t('crew.autopay_help.text')}</p>
      <ul className={styles.links}>
        <li>
          <a href="/account-setting?tab=autopay&autopay-guide&connect-account">{t('crew.autopay_help.guide')}</a>
        </li>
        <li>
          <a href="/account-setting/#payment-method">{t('crew.autopay_help.payment_method')}</a>
        </li>
        <li>
          <a href="/account-setting/#connectStripeExpress">{t('crew.autopay_help.connect')}</a>
        </li>
      </ul>
    </section>
  );
}
