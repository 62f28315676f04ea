import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import styles from './auth.module.css';
import { ResendForm } from './resend-form';

/** /email/resend (spec 1 §2): ask for a new verification link. */
export function ResendView() {
  const { t } = useTranslation();
  return (
    <section className={styles.page} aria-labelledby="resend-title">
      <h1 id="resend-title" className={styles.title}>
        {t('auth.resend.title')}
      </h1>
      <p className={styles.lead}>{t('auth.resend.lead')}</p>
      <ResendForm />
      <div className={styles.links}>
        <p>
          <Link to="/login">{t('auth.forgot.back')}</Link>
        </p>
      </div>
    </section>
  );
}
