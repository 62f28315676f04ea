import { useTranslation } from 'react-i18next';
import { TextField } from '../../../ui/field/text-field';
import { MapView } from '../../../ui/map/map-view';
import styles from './editor.module.css';
import type { StepProps } from './step-props';

/** Where the map opens before a position is set: the continental United States. */
const US_CENTRE = { lat: 39.5, lng: -98.35 };

const readCoordinate = (text: string, limit: number): number | null => {
  const n = Number(text.trim().replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
};

/** The listing's position: a pin placed on the map, or latitude and longitude typed in. */
export function AddressPin({ form, onChange, errorOf }: StepProps) {
  const { t } = useTranslation();
  const lat = readCoordinate(form.latitude, 90);
  const lng = readCoordinate(form.longitude, 180);
  const placed = lat !== null && lng !== null;
  return (
    <div className={styles.section} data-field="address">
      <p className={styles.hint} id="listing-pin-hint">
        {t('listing_editor.address.pin_hint')}
      </p>
      <MapView
        className={styles.map}
        center={placed ? { lat, lng } : US_CENTRE}
        zoom={placed ? 14 : 4}
        markers={placed ? [{ id: 'listing', lat, lng, label: form.title || t('listing_editor.address.pin_label') }] : []}
        onPick={(p) => onChange({ latitude: p.lat.toFixed(6), longitude: p.lng.toFixed(6) })}
      />
      <div className={styles.grid}>
        <TextField
          name="latitude"
          required
          inputMode="decimal"
          autoComplete="off"
          label={t('listing_editor.address.latitude')}
          hint={t('listing_editor.address.latitude_hint')}
          value={form.latitude}
          error={errorOf('latitude')}
          onChange={(e) => onChange({ latitude: e.target.value })}
        />
        <TextField
          name="longitude"
          required
          inputMode="decimal"
          autoComplete="off"
          label={t('listing_editor.address.longitude')}
          hint={t('listing_editor.address.longitude_hint')}
          value={form.longitude}
          error={errorOf('longitude')}
          onChange={(e) => onChange({ longitude: e.target.value })}
        />
      </div>
    </div>
  );
}
