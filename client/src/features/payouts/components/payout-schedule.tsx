import { TOAST_SETTINGS_MS } from '@crashpad/sync';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../lib/api-client/api-context';
import { describeFailure } from '../../../lib/forms/submit-error';
import { SelectField } from '../../../ui/field/select-field';
import { toast } from '../../../ui/toast/toast-store';
import { useSession } from '../../../lib/session/use-session';
import { payoutsApi } from '../data/payouts-api';
import styles from './payouts.module.css';

type Configs = { configs: { id: number; label: string }[]; config_id: number };

/** The payout schedule (spec 1 §2 #payoutSchedule, only with its flag): how often Stripe pays out. */
export function PayoutSchedule() {
  const { t } = useTranslation();
  const api = useApi();
  const { store } = useSession();
  const [state, setState] = useState<Configs | 'loading' | 'error'>('loading');
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    payoutsApi.payoutConfig(api, controller.signal).then(setState, () => {
      if (!controller.signal.aborted) setState('error');
    });
    return () => controller.abort();
  }, [api]);

  async function choose(configId: number) {
    if (typeof state !== 'object') return;
    setSaving(true);
    try {
      store.setUser(await payoutsApi.setPayoutConfig(api, configId));
      setState({ ...state, config_id: configId });
      toast.success(t('payouts.schedule.saved'), { duration: TOAST_SETTINGS_MS });
    } catch (err) {
      const failure = describeFailure(err);
      toast.error(failure.kind === 'server' ? failure.message : t('payouts.generic_error'), { duration: TOAST_SETTINGS_MS });
    } finally {
      setSaving(false);
    }
  }

  return (
    <section id="payoutSchedule" aria-labelledby="payout-schedule-title">
      <h2 id="payout-schedule-title" className={styles.sectionTitle}>
        {t('payouts.schedule.title')}
      </h2>
      {state === 'loading' && <p className={styles.muted}>{t('payouts.loading')}</p>}
      {state === 'error' && <p role="alert">{t('payouts.generic_error')}</p>}
      {typeof state === 'object' && (
        <SelectField
          label={t('payouts.schedule.label')}
          disabled={saving}
          value={String(state.config_id)}
          options={state.configs.map((c) => ({ value: String(c.id), label: t(`payouts.schedule.${c.label.replace(/^payout\./, '')}`) }))}
          onChange={(e) => void choose(Number(e.target.value))}
        />
      )}
    </section>
  );
}
