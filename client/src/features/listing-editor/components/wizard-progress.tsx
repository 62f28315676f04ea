import { useTranslation } from 'react-i18next';
import { WIZARD_STEPS, stepStates } from '../model/wizard-steps';
import styles from './editor.module.css';

/** The progress bar: earlier steps done, the current one active; each segment also opens its step. */
export function WizardProgress({ current, onSelect }: { current: number; onSelect: (step: number) => void }) {
  const { t } = useTranslation();
  const states = stepStates(current);
  return (
    <nav aria-label={t('listing_editor.progress_label')}>
      <ol className={styles.progress}>
        {WIZARD_STEPS.map((step, i) => (
          <li key={step} className={styles.progressItem} data-state={states[i]}>
            <button
              type="button"
              className={styles.progressButton}
              aria-current={i === current ? 'step' : undefined}
              onClick={() => onSelect(i)}
            >
              <span className={styles.progressBar} aria-hidden="true" />
              {/* The visible text is the accessible name; on phones the step name is only visually hidden. */}
              <span className={styles.progressLabel}>
                {i + 1}. <span className={styles.progressName}>{t(`listing_editor.steps.${step}`)}</span>
              </span>
              {states[i] === 'done' && <span className={styles.visuallyHidden}> {t('listing_editor.step_done')}</span>}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
