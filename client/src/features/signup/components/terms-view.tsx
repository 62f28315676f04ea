import { useTranslation } from 'react-i18next';
import { useConfig } from '../../../lib/config/use-config';
import styles from './signup.module.css';

/** Section keys of the terms, in reading order (texts in locales/<lng>/signup.json). */
const SECTIONS = ['accounts', 'listings', 'payments', 'conduct', 'liability', 'changes'] as const;

/** /terms: the terms of use every sign-up agrees to. */
export function TermsView() {
  const { t } = useTranslation();
  const { brand_name: brand } = useConfig();
  return (
    <article className={styles.page} aria-labelledby="terms-title">
      <h1 id="terms-title" className={styles.title}>
        {t('signup.terms.title')}
      </h1>
      <p className={styles.lead}>{t('signup.terms.intro', { brand })}</p>
      {SECTIONS.map((section) => (
        <section key={section} aria-labelledby={`terms-${section}`}>
          <h2 id={`terms-${section}`} className={styles.termsHeading}>
            {t(`signup.terms.${section}_title`)}
          </h2>
          <p>{t(`signup.terms.${section}_body`, { brand })}</p>
        </section>
      ))}
    </article>
  );
}
