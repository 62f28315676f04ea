import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button/button';
import { Spinner } from '../../../ui/feedback/spinner';
import { useOptionLists } from '../data/use-option-lists';
import { optionChoices } from '../model/option-lists';
import { OptionGroup } from './option-group';
import styles from './editor.module.css';
import type { StepProps } from './step-props';

/** Step 3, Amenities (spec 2 §2): amenities, preferences and nearby places, in the UI language. */
export function AmenitiesStep({ form, onChange }: StepProps) {
  const { t, i18n } = useTranslation();
  const { state, retry } = useOptionLists();
  if (state.status === 'loading') return <Spinner label={t('listing_editor.options.loading')} />;
  if (state.status === 'failed') {
    return (
      <div className={styles.notice} role="alert">
        <p>{t(state.offline ? 'listing_editor.options.offline' : 'listing_editor.options.failed')}</p>
        <Button variant="secondary" onClick={retry}>
          {t('listing_editor.retry')}
        </Button>
      </div>
    );
  }
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return (
    <>
      <OptionGroup
        name="amenities"
        title={t('listing_editor.options.amenities')}
        choices={optionChoices(state.lists.amenities, lng)}
        selected={form.amenities}
        onChange={(amenities) => onChange({ amenities })}
      />
      <OptionGroup
        name="preferences"
        title={t('listing_editor.options.preferences')}
        choices={optionChoices(state.lists.preferences, lng)}
        selected={form.preferences}
        onChange={(preferences) => onChange({ preferences })}
      />
      <OptionGroup
        name="places"
        title={t('listing_editor.options.places')}
        choices={optionChoices(state.lists.places, lng)}
        selected={form.places}
        onChange={(places) => onChange({ places })}
      />
    </>
  );
}
