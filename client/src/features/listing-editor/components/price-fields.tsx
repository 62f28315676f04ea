import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../ui/field/checkbox';
import { TextField } from '../../../ui/field/text-field';
import { digitsOnly } from '../model/money-input';
import styles from './editor.module.css';
import type { StepProps } from './step-props';

/** Monthly rate from (and to, with the price range on) and deposit: whole dollars, digits only. */
export function PriceFields({ form, onChange, errorOf }: StepProps) {
  const { t } = useTranslation();
  const money = { inputMode: 'numeric' as const, pattern: '[0-9]*', autoComplete: 'off', hint: t('listing_editor.basic.dollars_hint') };
  return (
    <div className={styles.section}>
      <Checkbox
        name="enable_price_range"
        label={t('listing_editor.basic.price_range')}
        checked={form.enable_price_range}
        onChange={(e) => onChange({ enable_price_range: e.target.checked })}
      />
      <div className={styles.grid}>
        <TextField
          {...money}
          name="rate_per_from"
          required
          label={t(form.enable_price_range ? 'listing_editor.basic.rate_from' : 'listing_editor.basic.rate')}
          value={form.rate_per_from}
          error={errorOf('rate_per_from')}
          onChange={(e) => onChange({ rate_per_from: digitsOnly(e.target.value) })}
        />
        {form.enable_price_range && (
          <TextField
            {...money}
            name="rate_per_to"
            required
            label={t('listing_editor.basic.rate_to')}
            value={form.rate_per_to}
            error={errorOf('rate_per_to')}
            onChange={(e) => onChange({ rate_per_to: digitsOnly(e.target.value) })}
          />
        )}
        <TextField
          {...money}
          name="deposit_required"
          required
          label={t('listing_editor.basic.deposit')}
          value={form.deposit_required}
          error={errorOf('deposit_required')}
          onChange={(e) => onChange({ deposit_required: digitsOnly(e.target.value) })}
        />
      </div>
    </div>
  );
}
