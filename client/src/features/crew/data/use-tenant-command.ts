import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeFailure } from '../../../lib/forms/submit-error';
import { toast } from '../../../ui/toast/toast-store';

/**
 * Runs one rental command with the spec's toasts (spec 3 §8): its success text, or on failure the
 * server's message (already translated) and else the command's own failure text. The rental
 * itself updates through replication, so nothing is reloaded by hand.
 */
export function useTenantCommand() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  async function run(call: () => Promise<unknown>, texts: { success: string; failure: string }): Promise<boolean> {
    setBusy(true);
    try {
      await call();
      toast.success(t(texts.success));
      return true;
    } catch (err) {
      const failure = describeFailure(err);
      toast.error(failure.kind === 'server' ? failure.message : failure.kind === 'offline' ? t('crew.needs_connection') : t(texts.failure));
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { run, busy };
}
