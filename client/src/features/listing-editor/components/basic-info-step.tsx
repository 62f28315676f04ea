import { LISTING_TITLE_MAX } from '@crashpad/sync';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../ui/field/select-field';
import { TextField } from '../../../ui/field/text-field';
import { BATHROOM_CHOICES, MAX_NIGHTS_CHOICES, SHOWER_CHOICES, SHOWER_MAX, descriptionRemaining } from '../model/choices';
import { AddressFields } from './address-fields';
import { AirportPicker } from './airport-picker';
import { PriceFields } from './price-fields';
import styles from './editor.module.css';
import type { StepProps } from './step-props';
import { TextAreaField } from './text-area-field';

const numberOptions = (values: readonly number[], label: (n: number) => string) => values.map((n) => ({ value: String(n), label: label(n) }));

/** Step 1, Basic Info (spec 2 §2): name, address, rooms counts, rates, airports, description, neighborhood. */
export function BasicInfoStep(props: StepProps) {
  const { form, onChange, errorOf } = props;
  const { t } = useTranslation();
  const remaining = descriptionRemaining(form.description);
  return (
    <>
      <TextField
        name="title"
        required
        maxLength={LISTING_TITLE_MAX}
        label={t('listing_editor.basic.title')}
        value={form.title}
        error={errorOf('title')}
        onChange={(e) => onChange({ title: e.target.value })}
      />
      <AddressFields {...props} />
      <div className={`${styles.grid} ${styles.grid3}`}>
        <SelectField
          name="bathrooms"
          label={t('listing_editor.basic.bathrooms')}
          options={numberOptions(BATHROOM_CHOICES, String)}
          value={String(form.bathrooms)}
          error={errorOf('bathrooms')}
          onChange={(e) => onChange({ bathrooms: Number(e.target.value) })}
        />
        <SelectField
          name="number_of_shower"
          label={t('listing_editor.basic.showers')}
          options={numberOptions(SHOWER_CHOICES, (n) => (n === SHOWER_MAX ? '5+' : String(n)))}
          value={String(form.number_of_shower)}
          error={errorOf('number_of_shower')}
          onChange={(e) => onChange({ number_of_shower: Number(e.target.value) })}
        />
        <SelectField
          name="max_nights"
          label={t('listing_editor.basic.max_nights')}
          options={numberOptions(MAX_NIGHTS_CHOICES, String)}
          value={String(form.max_nights)}
          error={errorOf('max_nights')}
          onChange={(e) => onChange({ max_nights: Number(e.target.value) })}
        />
      </div>
      <PriceFields {...props} />
      <AirportPicker {...props} />
      <TextAreaField
        name="description"
        required
        label={t('listing_editor.basic.description')}
        hint={t('listing_editor.basic.description_hint')}
        value={form.description}
        error={errorOf('description')}
        counter={remaining > 0 ? t('listing_editor.basic.description_remaining', { n: remaining }) : t('listing_editor.basic.description_enough')}
        counterDone={remaining === 0}
        onChange={(e) => onChange({ description: e.target.value })}
      />
      <TextField name="neighborhood" label={t('listing_editor.basic.neighborhood')} value={form.neighborhood} onChange={(e) => onChange({ neighborhood: e.target.value })} />
    </>
  );
}
