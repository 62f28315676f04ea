import { TOAST_SETTINGS_MS } from '@crashpad/sync';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../lib/api-client/api-context';
import { failureText } from '../../../lib/forms/submit-error';
import { confirmDialog } from '../../../ui/dialog/dialog-store';
import { toast } from '../../../ui/toast/toast-store';
import { useSession } from '../../../lib/session/use-session';
import { payoutsApi } from './payouts-api';

/**
 * spec 1 §4 autopay toggle: on saves and says so; off first asks (disconnecting turns off
 * automatic rent payments for all tenants) — cancel leaves it on, confirm saves it off. The
 * answer's user replaces the stored one. Failure shows the server's message (spec 1 §8).
 */
export function useAutopaySwitch() {
  const { t } = useTranslation();
  const api = useApi();
  const { user, store } = useSession();
  const [saving, setSaving] = useState(false);
  const on = user?.automatic_payment === 1;

  async function toggle(next: boolean) {
    if (saving || next === on) return;
    if (!next) {
      const ok = await confirmDialog({
        title: t('payouts.autopay.off_title'),
        message: t('payouts.autopay.off_confirm'),
        confirmLabel: t('payouts.autopay.off_action'),
        cancelLabel: t('payouts.cancel'),
        danger: true,
      });
      if (!ok) return;
    }
    setSaving(true);
    try {
      store.setUser(await payoutsApi.setAutopay(api, next));
      toast.success(t(next ? 'payouts.autopay.enabled' : 'payouts.autopay.disabled'), { duration: TOAST_SETTINGS_MS });
    } catch (err) {
      toast.error(failureText(err, t, { offline: 'payouts.offline', fallback: 'payouts.generic_error' }), { duration: TOAST_SETTINGS_MS });
    } finally {
      setSaving(false);
    }
  }

  return { on, saving, toggle };
}
