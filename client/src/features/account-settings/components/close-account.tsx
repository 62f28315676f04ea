import { TOAST_SETTINGS_MS } from '@crashpad/sync';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button/button';
import { TextField } from '../../../ui/field/text-field';
import { toast } from '../../../ui/toast/toast-store';
import { useLogout } from '../../../lib/session/use-logout';
import { failureMessage } from '../data/failure-message';
import { useSettingsApi } from '../data/use-settings-api';
import { checkDeactivationCode } from '../model/deactivation-code';
import { SettingsSection } from './settings-section';
import styles from './settings.module.css';

type Step = 'start' | 'code' | 'closed';

/**
 * Close Account (spec 1 §4, only with the deactivate_account flag): a code goes by e-mail, the
 * user types it and presses Deactivate; then a toast, the local session is cleared, logout, and
 * the home page after 2 s.
 */
export function CloseAccount({ locked }: { locked: boolean }) {
  const { t } = useTranslation();
  const api = useSettingsApi();
  const logout = useLogout();
  const input = useRef<HTMLInputElement>(null);
  const [step, setStep] = useState<Step>('start');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (err) {
      setError(failureMessage(err, t));
    } finally {
      setBusy(false);
    }
  }

  const sendCode = () =>
    run(async () => {
      await api.requestDeactivation();
      setStep('code');
      toast.info(t('settings.close.code_sent'), { duration: TOAST_SETTINGS_MS });
    });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = checkDeactivationCode(code);
    if (!checked.success) {
      // spec 1 §5: a missing code is a warning; a malformed one a message at the field.
      if (checked.issue.message === 'validation.code_required') toast.warning(t(checked.issue.message), { duration: TOAST_SETTINGS_MS });
      setError(t(checked.issue.message));
      input.current?.focus();
      return;
    }
    void run(async () => {
      await api.verifyDeactivation(checked.code);
      setStep('closed');
      toast.success(t('settings.close.deleted'), { duration: TOAST_SETTINGS_MS });
      sessionStorage.clear();
      window.setTimeout(() => void logout(), 2000);
    });
  }

  return (
    <SettingsSection id="close-account" title={t('settings.close.title')}>
      <p className={styles.muted}>{t('settings.close.intro')}</p>
      {locked && <p className={styles.muted}>{t('errors.switched_session')}</p>}
      {!locked && step === 'start' && (
        <Button variant="danger" loading={busy} onClick={() => void sendCode()}>
          {t('settings.close.start')}
        </Button>
      )}
      {!locked && step !== 'start' && (
        <form noValidate onSubmit={onSubmit}>
          <TextField
            ref={input}
            name="code"
            label={t('settings.close.code')}
            hint={t('settings.close.code_hint')}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={6}
            value={code}
            error={error ?? undefined}
            disabled={step === 'closed'}
            onChange={(e) => {
              setCode(e.target.value.replace(/\D/g, ''));
              setError(null);
            }}
          />
          <div className={styles.actions}>
            <Button type="submit" variant="danger" loading={busy} disabled={step === 'closed'}>
              {t('settings.close.deactivate')}
            </Button>
            <Button variant="ghost" disabled={busy || step === 'closed'} onClick={() => void sendCode()}>
              {t('settings.close.resend')}
            </Button>
          </div>
        </form>
      )}
      {step === 'start' && error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </SettingsSection>
  );
}
