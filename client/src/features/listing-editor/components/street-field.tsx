import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../ui/field/text-field';
import { useListKeys } from './use-list-keys';
import { useAddressLookup, useAddressPredictions, type AddressPrediction } from '../data/address-lookup';
import styles from './editor.module.css';
import type { StepProps } from './step-props';

/**
 * Street address. With a maps service configured (DECISIONS #12) it suggests addresses after 3
 * characters and a pick fills the address and the position; without one it is a plain field.
 */
export function StreetField({ form, onChange }: StepProps) {
  const { t } = useTranslation();
  const lookup = useAddressLookup();
  const id = useId();
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const predictions = useAddressPredictions(lookup, typed);
  const expanded = open && predictions.length > 0;

  const pick = (p: AddressPrediction) => {
    setOpen(false);
    onChange({ street1: p.description });
    lookup?.place(p.placeId).then(
      (place) =>
        onChange({
          latitude: String(place.latitude),
          longitude: String(place.longitude),
          ...(place.street1 ? { street1: place.street1 } : {}),
          ...(place.city ? { city: place.city } : {}),
          ...(place.state ? { state: place.state } : {}),
          ...(place.country ? { country: place.country } : {}),
          ...(place.postal_code ? { postal_code: place.postal_code } : {}),
        }),
      () => undefined,
    );
  };

  const keys = useListKeys(predictions, pick, () => setOpen(false));

  return (
    <div className={styles.combo}>
      <TextField
        id={`${id}-street`}
        name="street1"
        label={t('listing_editor.address.street1')}
        autoComplete={lookup ? 'off' : 'address-line1'}
        role={lookup ? 'combobox' : undefined}
        aria-expanded={lookup ? expanded : undefined}
        aria-controls={lookup ? `${id}-list` : undefined}
        value={form.street1}
        onChange={(e) => {
          onChange({ street1: e.target.value });
          setTyped(e.target.value);
          setOpen(true);
        }}
        onBlur={() => setOpen(false)}
        aria-activedescendant={expanded && keys.active >= 0 ? `${id}-opt-${keys.active}` : undefined}
        onKeyDown={keys.onKeyDown}
      />
      {lookup && (
        <ul id={`${id}-list`} role="listbox" aria-label={t('listing_editor.address.suggestions')} className={styles.suggestions} hidden={!expanded}>
          {predictions.map((p, i) => (
            <li
              key={p.placeId}
              id={`${id}-opt-${i}`}
              role="option"
              aria-selected={i === keys.active}
              className={i === keys.active ? `${styles.option} ${styles.optionActive}` : styles.option}
              // mousedown keeps the input focused so its blur does not close the list first.
              onMouseDown={(e) => {
                e.preventDefault();
                pick(p);
              }}
            >
              {p.description}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
