import { Link } from '@tanstack/react-router';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OPEN_STEP_TWO_AFTER_MS, type OnboardingStep } from '../model/onboarding';
import { ConnectStep } from './connect-step';
import styles from './payouts.module.css';

/**
 * The three onboarding steps of spec 1 §4 as an accordion: 1 connect to Stripe, 2 set up
 * crashpads, 3 invite tenants. Opened as `?tab=autopay&connect-account` (coming back from
 * Stripe), step 2 opens after 3 s.
 */
export function OnboardingAccordion({ userId, openStepTwo }: { userId: string; openStepTwo: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<OnboardingStep | null>(1);

  useEffect(() => {
    if (!openStepTwo) return;
    const timer = setTimeout(() => setOpen(2), OPEN_STEP_TWO_AFTER_MS);
    return () => clearTimeout(timer);
  }, [openStepTwo]);

  const toggle = (step: OnboardingStep) => setOpen((current) => (current === step ? null : step));
  // Pages of other areas: plain paths.
  const myCrashpads: string = '/my-crashpads';
  const myCrew: string = '/my-crew';
  return (
    <section aria-labelledby="payouts-steps-title">
      <h2 id="payouts-steps-title" className={styles.sectionTitle}>
        {t('payouts.steps.title')}
      </h2>
      <ol className={styles.accordion}>
        <Step step={1} open={open === 1} onToggle={toggle} title={t('payouts.steps.connect_title')}>
          <ConnectStep userId={userId} />
        </Step>
        <Step step={2} open={open === 2} onToggle={toggle} title={t('payouts.steps.crashpads_title')}>
          <p>{t('payouts.steps.crashpads_text')}</p>
          <p>
            <Link to={myCrashpads}>{t('payouts.steps.crashpads_link')}</Link>
          </p>
        </Step>
        <Step step={3} open={open === 3} onToggle={toggle} title={t('payouts.steps.invite_title')}>
          <p>{t('payouts.steps.invite_text')}</p>
          <p>
            <Link to={myCrew}>{t('payouts.steps.invite_crew_link')}</Link> · <Link to="/messages">{t('payouts.steps.invite_messages_link')}</Link>
          </p>
        </Step>
      </ol>
    </section>
  );
}

function Step({ step, open, onToggle, title, children }: { step: OnboardingStep; open: boolean; onToggle: (s: OnboardingStep) => void; title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <li className={styles.step}>
      <h3 className={styles.stepHeading}>
        <button type="button" id={`${id}-button`} className={styles.stepButton} aria-expanded={open} aria-controls={`${id}-body`} onClick={() => onToggle(step)}>
          {t('payouts.steps.step', { n: step, title })}
        </button>
      </h3>
      <div id={`${id}-body`} role="region" aria-labelledby={`${id}-button`} className={styles.stepBody} hidden={!open}>
        {open && children}
      </div>
    </li>
  );
}
