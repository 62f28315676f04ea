import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../ui/field/select-field';
import { TextField } from '../../../ui/field/text-field';
import { US_STATES, usesStateList } from '../model/us-states';
import { AddressPin } from './address-pin';
import { StreetField } from './street-field';
import styles from './editor.module.css';
import type { StepProps } from './step-props';

/**
 * The address (spec 2 §2): street (with suggestions when a maps service is configured), city,
 * state (a list for the United States, free text elsewhere), postal code, country (United States
 * by default), and the position as a pin on the map or typed coordinates (DECISIONS #12).
 */
export function AddressFields({ form, onChange, errorOf }: StepProps) {
  const { t } = useTranslation();
  const stateList = usesStateList(form.country);
  const stateKnown = US_STATES.some((s) => s.code === form.state);
  return (
    <fieldset className={styles.step}>
      <legend className={styles.sectionTitle}>{t('listing_editor.address.title')}</legend>
      <StreetField form={form} onChange={onChange} errorOf={errorOf} />
      <TextField name="street2" label={t('listing_editor.address.street2')} autoComplete="address-line2" value={form.street2} onChange={(e) => onChange({ street2: e.target.value })} />
      <div className={styles.grid}>
        <TextField name="city" label={t('listing_editor.address.city')} autoComplete="address-level2" value={form.city} onChange={(e) => onChange({ city: e.target.value })} />
        {stateList ? (
          <SelectField
            name="state"
            label={t('listing_editor.address.state')}
            placeholder={t('listing_editor.address.state_choose')}
            options={[...(stateKnown || !form.state ? [] : [{ value: form.state, label: form.state }]), ...US_STATES.map((s) => ({ value: s.code, label: s.name }))]}
            value={form.state}
            onChange={(e) => onChange({ state: e.target.value })}
          />
        ) : (
          <TextField name="state" label={t('listing_editor.address.region')} autoComplete="address-level1" value={form.state} onChange={(e) => onChange({ state: e.target.value })} />
        )}
        <TextField name="postal_code" label={t('listing_editor.address.postal_code')} autoComplete="postal-code" value={form.postal_code} onChange={(e) => onChange({ postal_code: e.target.value })} />
        <TextField
          name="country"
          label={t('listing_editor.address.country')}
          autoComplete="country-name"
          value={form.country}
          // A list state means nothing in another country (and vice versa), so it starts over.
          onChange={(e) => onChange({ country: e.target.value, ...(usesStateList(e.target.value) !== stateList ? { state: '' } : {}) })}
        />
      </div>
      <AddressPin form={form} onChange={onChange} errorOf={errorOf} />
    </fieldset>
  );
}
