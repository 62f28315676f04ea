import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../lib/forms/submit-error';
import { toast } from '../../../ui/toast/toast-store';

/**
 * Runs one form submission: busy while it runs, the server's message as an error toast when
 * it fails (spec 2 §8 "Review submit failures: server message as error toast"), offline said
 * so. Resolves true when the call succeeded.
 */
export function useSubmit() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  async function run(call: () => Promise<unknown>): Promise<boolean> {
    setBusy(true);
    try {
      await call();
      return true;
    } catch (err) {
      toast.error(failureText(err, t, { offline: 'reviews.offline', fallback: 'reviews.failed' }));
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { busy, run };
}
