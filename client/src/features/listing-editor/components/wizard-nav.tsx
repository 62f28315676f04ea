import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '../../../ui/button/button';
import { MY_LISTINGS_PATH } from '../data/use-editor-start';
import { LAST_STEP, saveButton } from '../model/wizard-steps';
import styles from './editor.module.css';

interface WizardNavProps {
  mode: 'create' | 'edit';
  step: number;
  saving: boolean;
  /** A reason the listing cannot be added (add check refused): Save stays off. */
  blocked: boolean;
  onStep: (step: number) => void;
}

/** Previous / Next, Cancel (to /my-crashpads), and Save or Save and Publish (spec 2 §2). */
export function WizardNav({ mode, step, saving, blocked, onStep }: WizardNavProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = saveButton(mode, step);
  return (
    <div className={styles.nav}>
      <div className={styles.navGroup}>
        {/* A real link (new tab works); a plain click stays in the app. /my-crashpads is another feature's route. */}
        <a
          className={buttonClass('ghost')}
          href={MY_LISTINGS_PATH}
          onClick={(e) => {
            if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
            e.preventDefault();
            void navigate({ href: MY_LISTINGS_PATH });
          }}
        >
          {t('listing_editor.cancel')}
        </a>
        {step > 0 && (
          <Button variant="secondary" onClick={() => onStep(step - 1)}>
            {t('listing_editor.previous')}
          </Button>
        )}
      </div>
      <div className={styles.navGroup}>
        {step < LAST_STEP && (
          <Button variant={save ? 'secondary' : 'primary'} onClick={() => onStep(step + 1)}>
            {t('listing_editor.next')}
          </Button>
        )}
        {save && (
          <Button type="submit" loading={saving} disabled={blocked}>
            {t(save === 'publish' ? 'listing_editor.save_publish' : 'listing_editor.save')}
          </Button>
        )}
      </div>
    </div>
  );
}
