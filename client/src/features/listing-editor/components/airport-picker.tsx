import { MAX_LISTING_AIRPORTS, type AirportRef } from '@crashpad/sync';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button/button';
import { SelectField } from '../../../ui/field/select-field';
import { TextField } from '../../../ui/field/text-field';
import type { AirportMatch } from '../data/listing-editor-api';
import { useAirportMatches } from '../data/use-airport-matches';
import { DISTANCE_CHOICES, distanceLabelKey } from '../model/choices';
import styles from './editor.module.css';
import type { StepProps } from './step-props';
import { useListKeys } from './use-list-keys';

/**
 * Airports (spec 2 §2): suggestions after more than 2 characters, picked from the list only,
 * at most two; the first uses airport_distance, the second other_airport_distance.
 */
export function AirportPicker({ form, onChange, errorOf }: StepProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const matches = useAirportMatches(text);
  const items = matches.items.filter((a) => !form.airports.some((p) => p.id === a.id));
  const expanded = open && items.length > 0;
  const full = form.airports.length >= MAX_LISTING_AIRPORTS;

  const pick = (a: AirportMatch) => {
    const ref: AirportRef = { id: a.id, prefix: a.prefix, name: a.name };
    onChange({ airports: [...form.airports, ref].slice(0, MAX_LISTING_AIRPORTS) });
    setText('');
    setOpen(false);
  };
  const keys = useListKeys(items, pick, () => setOpen(false));
  const remove = (index: number) =>
    onChange({
      airports: form.airports.filter((_, i) => i !== index),
      // The second airport's distance moves up when the first is removed.
      ...(index === 0 && form.airports.length > 1 ? { airport_distance: form.other_airport_distance } : {}),
    });
  const distanceOptions = DISTANCE_CHOICES.map((miles) => ({ value: String(miles), label: t(distanceLabelKey(miles), { n: miles }) }));
  const status = matches.status === 'offline' ? t('listing_editor.offline') : matches.status === 'error' ? t('listing_editor.airports.error') : matches.status === 'ready' && !items.length ? t('listing_editor.airports.none') : '';

  return (
    <fieldset className={styles.step} data-field="airport">
      <legend className={styles.sectionTitle}>{t('listing_editor.airports.title')}</legend>
      <ul className={styles.airportList}>
        {form.airports.map((a, i) => (
          <li key={a.id} className={styles.card}>
            <p>
              <strong>{a.prefix}</strong> – {a.name}
            </p>
            <div className={styles.row}>
              <SelectField
                className={styles.grow}
                name={i === 0 ? 'airport_distance' : 'other_airport_distance'}
                label={t('listing_editor.airports.distance', { prefix: a.prefix })}
                options={distanceOptions}
                value={String(i === 0 ? form.airport_distance : form.other_airport_distance)}
                error={errorOf(i === 0 ? 'airport_distance' : 'other_airport_distance')}
                onChange={(e) => onChange(i === 0 ? { airport_distance: Number(e.target.value) } : { other_airport_distance: Number(e.target.value) })}
              />
              <Button variant="secondary" onClick={() => remove(i)} aria-label={t('listing_editor.airports.remove', { prefix: a.prefix })}>
                {t('listing_editor.remove')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <div className={styles.combo}>
        <TextField
          id={`${id}-input`}
          name="airport"
          required={form.airports.length === 0}
          label={t(full ? 'listing_editor.airports.full' : form.airports.length ? 'listing_editor.airports.add_second' : 'listing_editor.airports.add')}
          hint={status || t('listing_editor.airports.hint')}
          disabled={full}
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={`${id}-list`}
          aria-activedescendant={expanded && keys.active >= 0 ? `${id}-opt-${keys.active}` : undefined}
          value={text}
          error={errorOf('airport')}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
          }}
          onKeyDown={keys.onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
        />
        <ul id={`${id}-list`} role="listbox" aria-label={t('listing_editor.airports.suggestions')} className={styles.suggestions} hidden={!expanded}>
          {items.map((a, i) => (
            <li
              key={a.id}
              id={`${id}-opt-${i}`}
              role="option"
              aria-selected={i === keys.active}
              className={i === keys.active ? `${styles.option} ${styles.optionActive}` : styles.option}
              onMouseDown={(e) => {
                e.preventDefault();
                pick(a);
              }}
              onMouseEnter={() => keys.setActive(i)}
            >
              <strong>{a.prefix}</strong> – {a.name} ({a.city}, {a.country_code})
            </li>
          ))}
        </ul>
      </div>
    </fieldset>
  );
}
