import { PLAN_CATALOGUE, type ListerPlan } from '@crashpad/sync';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format/format-money';
import type { AccountType } from '../model/account-type';
import type { Invitation } from '../model/invite-mode';
import { SignupForm } from './signup-form';
import styles from './signup.module.css';

interface SignupDetailsPageProps {
  accountType: AccountType;
  invitation: Invitation | null;
  /** The package chosen on the package page (listers only). */
  listerPlan: ListerPlan | null;
}

/** /create-account/list-crashpad, need-crashpad and join-crashpad: heading, what is being bought, the form. */
export function SignupDetailsPage({ accountType, invitation, listerPlan }: SignupDetailsPageProps) {
  const { t, i18n } = useTranslation();
  const plan = listerPlan ? PLAN_CATALOGUE[listerPlan] : null;
  return (
    <section className={styles.page} aria-labelledby="signup-title">
      <h1 id="signup-title" className={styles.title}>
        {t(`signup.form.title_${accountType}`)}
      </h1>
      <p className={styles.lead}>{t(`signup.form.lead_${accountType}`)}</p>
      {plan && (
        <div className={styles.summary}>
          <p>
            {t('signup.form.plan_summary', { plan: t(`signup.${plan.nameKey}`), price: formatMoney(plan.priceCents, i18n.language) })}
          </p>
          <Link to="/create-account/lister-package">{t('signup.form.change_plan')}</Link>
        </div>
      )}
      {accountType === 'seeker' && (
        <div className={styles.summary}>
          <p>
            {t('signup.form.seeker_summary', {
              price: formatMoney(PLAN_CATALOGUE.seeker.priceCents, i18n.language),
              months: PLAN_CATALOGUE.seeker.termMonths,
            })}
          </p>
        </div>
      )}
      {invitation && (
        <div className={styles.summary} role="note">
          <p>{t('signup.form.invite_note', { email: invitation.email })}</p>
        </div>
      )}
      <SignupForm accountType={accountType} invitation={invitation} listerPlan={listerPlan} />
    </section>
  );
}
