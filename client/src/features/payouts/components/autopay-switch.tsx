import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAutopaySwitch } from '../data/use-autopay-switch';
import styles from './payouts.module.css';

/** The lister's automatic rent payments switch (spec 1 §4); turning it off asks first. */
export function AutopaySwitch() {
  const { t } = useTranslation();
  const id = useId();
  const { on, saving, toggle } = useAutopaySwitch();
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {t('payouts.autopay.title')}
      </h2>
      <div className={styles.switchRow}>
        <button
          type="button"
          role="switch"
          id={`${id}-switch`}
          aria-checked={on}
          aria-labelledby={`${id}-label`}
          className={styles.switch}
          disabled={saving}
          aria-busy={saving || undefined}
          onClick={() => void toggle(!on)}
        />
        <span id={`${id}-label`}>{t('payouts.autopay.label')}</span>
        <span className={styles.muted}>{t(on ? 'payouts.autopay.on' : 'payouts.autopay.off')}</span>
      </div>
      <p className={styles.muted}>{t('payouts.autopay.hint')}</p>
    </section>
  );
}
