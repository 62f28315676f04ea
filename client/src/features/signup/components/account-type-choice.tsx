import { PLAN_CATALOGUE } from '@crashpad/sync';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format/format-money';
import { buttonClass } from '../../../ui/button/button';
import { dailyCentsCeiling } from '../model/plan-pricing';
import styles from './signup.module.css';

/** /create-account (spec 1 §2): lister or seeker, and a way in for invited tenants. */
export function AccountTypeChoice() {
  const { t, i18n } = useTranslation();
  const basic = PLAN_CATALOGUE.basic;
  const seeker = PLAN_CATALOGUE.seeker;
  return (
    <section className={`${styles.page} ${styles.wide}`} aria-labelledby="account-type-title">
      <h1 id="account-type-title" className={styles.title}>
        {t('signup.choose.title')}
      </h1>
      <p className={styles.lead}>{t('signup.choose.lead')}</p>
      <ul className={`${styles.cards} ${styles.cols2}`}>
        <li>
          <article className={styles.card} aria-labelledby="type-lister">
            <h2 id="type-lister" className={styles.cardTitle}>
              {t('signup.choose.lister_title')}
            </h2>
            <p className={styles.price}>
              {t('signup.choose.lister_price', { price: formatMoney(basic.priceCents, i18n.language), cents: dailyCentsCeiling(basic) })}
            </p>
            <p className={styles.cardText}>{t('signup.choose.lister_text')}</p>
            <div className={styles.cardAction}>
              <Link to="/create-account/lister-package" className={buttonClass('primary', { block: true })}>
                {t('signup.choose.lister_cta')}
              </Link>
            </div>
          </article>
        </li>
        <li>
          <article className={styles.card} aria-labelledby="type-seeker">
            <h2 id="type-seeker" className={styles.cardTitle}>
              {t('signup.choose.seeker_title')}
            </h2>
            <p className={styles.price}>
              {t('signup.choose.seeker_price', { price: formatMoney(seeker.priceCents, i18n.language), months: seeker.termMonths })}
            </p>
            <p className={styles.cardText}>{t('signup.choose.seeker_text')}</p>
            <div className={styles.cardAction}>
              <Link to="/create-account/need-crashpad" className={buttonClass('primary', { block: true })}>
                {t('signup.choose.seeker_cta')}
              </Link>
            </div>
          </article>
        </li>
      </ul>
      <aside className={styles.aside} aria-labelledby="type-invited">
        <h2 id="type-invited">{t('signup.choose.invited_title')}</h2>
        <p>{t('signup.choose.invited_text')}</p>
        <Link to="/create-account/join-crashpad" className={buttonClass('secondary')}>
          {t('signup.choose.invited_cta')}
        </Link>
      </aside>
      <p className={styles.footnote}>
        {t('signup.choose.have_account')} <Link to="/login">{t('signup.choose.login')}</Link>
      </p>
    </section>
  );
}
