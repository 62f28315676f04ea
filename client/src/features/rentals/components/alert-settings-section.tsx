import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../lib/api-client/api-context';
import { useApiData } from '../../../lib/api-client/use-api-data';
import { failureText } from '../../../lib/forms/submit-error';
import { isConnectivityError } from '../../../lib/network/connectivity-error';
import { WHOLE_HOURS } from '../../../lib/time/whole-hours';
import { Button } from '../../../ui/button/button';
import { SelectField } from '../../../ui/field/select-field';
import { toast } from '../../../ui/toast/toast-store';
import { rentalsApi } from '../data/rentals-api';
import { deviceTimeZone, timeZones, toSettings, toValues, type QuietHoursValues } from '../model/quiet-hours';
import styles from './rentals.module.css';

/**
 * Alerts (issue 10): quiet hours in the crew base's time zone. Rental alerts that fall inside
 * them wait until they end; money failures always come through.
 */
export function AlertSettingsSection() {
  const { t } = useTranslation();
  const api = useApi();
  const data = useApiData('alert-settings', (signal) => rentalsApi.alertSettings(api, signal));
  // The user's edits; until the first one the form shows what the server answered.
  const [edited, setValues] = useState<QuietHoursValues | null>(null);
  const [saving, setSaving] = useState(false);
  const values = edited ?? (data.status === 'ready' ? toValues(data.value.data, deviceTimeZone()) : null);
  const zones = timeZones(values?.time_zone ?? deviceTimeZone());
  const hours = [{ value: '', label: t('tenancy.alerts.none') }, ...WHOLE_HOURS.map((h) => ({ value: h, label: h }))];

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!values) return;
    const outcome = toSettings(values);
    if ('problem' in outcome) return void toast.error(t('tenancy.alerts.both'));
    setSaving(true);
    try {
      await rentalsApi.saveAlertSettings(api, outcome.settings);
      toast.success(t('tenancy.alerts.saved'));
    } catch (err) {
      toast.error(failureText(err, t, { offline: 'tenancy.needs_connection', fallback: 'tenancy.something_wrong' }));
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className={styles.card} aria-labelledby="alert-settings">
      <h2 id="alert-settings">{t('tenancy.alerts.title')}</h2>
      <p className={styles.muted}>{t('tenancy.alerts.text')}</p>
      {data.status === 'loading' && <p role="status">{t('tenancy.loading')}</p>}
      {data.status === 'error' && <p className={styles.muted}>{isConnectivityError(data.error) ? t('tenancy.needs_connection') : t('tenancy.something_wrong')}</p>}
      {values && (
        <form className={styles.formGrid} onSubmit={(e) => void save(e)} noValidate>
          <SelectField label={t('tenancy.alerts.zone')} options={zones.map((z) => ({ value: z, label: z.replace(/_/g, ' ') }))} value={values.time_zone} onChange={(e) => setValues({ ...values, time_zone: e.target.value })} />
          <SelectField label={t('tenancy.alerts.start')} options={hours} value={values.quiet_start} onChange={(e) => setValues({ ...values, quiet_start: e.target.value })} />
          <SelectField label={t('tenancy.alerts.end')} options={hours} value={values.quiet_end} onChange={(e) => setValues({ ...values, quiet_end: e.target.value })} />
          <Button type="submit" loading={saving}>
            {t('tenancy.alerts.save')}
          </Button>
        </form>
      )}
    </section>
  );
}
