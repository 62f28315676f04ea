import { PLAN_CATALOGUE } from '@crashpad/sync';
import { Link, Navigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format/format-money';
import { Button } from '../../../ui/button/button';
import { Checkbox } from '../../../ui/field/checkbox';
import { FormError } from '../../../ui/field/form-error';
import { toast } from '../../../ui/toast/toast-store';
import { signupStorages } from '../data/signup-storages';
import { DETAILS_PATH } from '../model/account-type';
import { readSignupDraft, type SignupDraft, type SignupSecret } from '../model/signup-draft';
import styles from './signup.module.css';
import { useNoticeStep } from './use-notice-step';

/**
 * /notice-of-understanding (spec 1 §2): without a stored sign-up it returns to /create-account;
 * without the passwords (another tab, or a finished attempt) to the details form to type them again.
 */
export function NoticeOfUnderstanding() {
  const { t } = useTranslation();
  const [draft] = useState(() => readSignupDraft(signupStorages()));
  const missingSecret = draft !== null && draft.secret === null;
  useEffect(() => {
    if (missingSecret) toast.info(t('signup.notice.password_again'));
  }, [missingSecret, t]);

  if (!draft) return <Navigate to="/create-account" replace />;
  if (draft.temp.account_type === 'lister' && !draft.temp.user_plan) return <Navigate to="/create-account/lister-package" replace />;
  if (!draft.secret) return <Navigate to={DETAILS_PATH[draft.temp.account_type]} replace />;
  return <NoticeStep draft={{ ...draft, secret: draft.secret }} />;
}

function NoticeStep({ draft }: { draft: SignupDraft & { secret: SignupSecret } }) {
  const { t, i18n } = useTranslation();
  const [agreed, setAgreed] = useState(false);
  const { accept, busy, error } = useNoticeStep(draft);
  const { temp } = draft;
  const plan = temp.user_plan ? PLAN_CATALOGUE[temp.user_plan] : null;
  const planName = plan ? t(`signup.${plan.nameKey}`) : '';
  // Back to the form of an invitation: the form is locked to it again.
  const code = draft.secret.verification_code;
  const editSearch = code ? { email: temp.email, vcode: code } : {};

  return (
    <section className={`${styles.page} ${styles.narrow}`} aria-labelledby="notice-title">
      <h1 id="notice-title" className={styles.title}>
        {t('signup.notice.title')}
      </h1>
      <p className={styles.lead}>{t('signup.notice.lead')}</p>
      <dl className={styles.facts}>
        <dt>{t('signup.notice.name')}</dt>
        <dd>{`${temp.first_name} ${temp.last_name}`}</dd>
        <dt>{t('signup.notice.email')}</dt>
        <dd>{temp.email}</dd>
        <dt>{t('signup.notice.account')}</dt>
        <dd>{plan ? t('signup.notice.plan_price', { plan: planName, price: formatMoney(plan.priceCents, i18n.language), months: plan.termMonths }) : t('signup.notice.free')}</dd>
      </dl>
      <div className={styles.notice}>
        <p>{t(`signup.notice.text_${temp.account_type}`, { plan: planName, months: plan?.termMonths ?? 0 })}</p>
        <p>{t(`signup.notice.more_${temp.account_type}`)}</p>
      </div>
      <FormError>{error}</FormError>
      <Checkbox label={t('signup.notice.agree')} checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
      <div className={styles.actions}>
        <Button onClick={() => void accept()} disabled={!agreed} loading={busy}>
          {t('signup.notice.accept')}
        </Button>
        <Link to={DETAILS_PATH[temp.account_type]} search={editSearch} className={styles.editLink}>
          {t('signup.notice.edit')}
        </Link>
      </div>
    </section>
  );
}
