import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../lib/forms/submit-error';
import { toast } from './toast-store';

/** The toast keys of one command: its success text and its own failure text. */
export interface CommandTexts {
  success: string;
  failure: string;
}

/**
 * Runs one command with the spec's toasts (spec 3 §8): its success text, or on failure the
 * server's message (already translated), the screen's offline text when the request never left
 * the device, else the command's own failure text. What the command changed arrives through
 * replication, so nothing is reloaded by hand. `busy` is true while any command runs; `running`
 * names it, for screens whose buttons each show their own spinner. `intercept` lets a screen take
 * a failure over (e.g. guide to the payment-methods page) instead of toasting it.
 */
export function useToastedCommand(offlineKey: string) {
  const { t } = useTranslation();
  const [running, setRunning] = useState<string | null>(null);
  async function run(call: () => Promise<unknown>, texts: CommandTexts, name = 'command', intercept?: (err: unknown) => boolean): Promise<boolean> {
    setRunning(name);
    try {
      await call();
      toast.success(t(texts.success));
      return true;
    } catch (err) {
      if (intercept?.(err)) return false;
      toast.error(failureText(err, t, { offline: offlineKey, fallback: texts.failure }));
      return false;
    } finally {
      setRunning(null);
    }
  }
  return { run, busy: running !== null, running };
}
