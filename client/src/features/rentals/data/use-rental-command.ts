import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeFailure } from '../../../lib/forms/submit-error';
import { toast } from '../../../ui/toast/toast-store';

/**
 * One tenant command with the spec's toasts (spec 3 §8): success text, else the server's message
 * (accept, decline, autopay and checkout failures), else the command's failure text.
 */
export function useRentalCommand() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);
  async function run(name: string, call: () => Promise<unknown>, texts: { success: string; failure: string }): Promise<boolean> {
    setBusy(name);
    try {
      await call();
      toast.success(t(texts.success));
      return true;
    } catch (err) {
      const failure = describeFailure(err);
      toast.error(failure.kind === 'server' ? failure.message : failure.kind === 'offline' ? t('tenancy.needs_connection') : t(texts.failure));
      return false;
    } finally {
      setBusy(null);
    }
  }
  return { run, busy };
}
