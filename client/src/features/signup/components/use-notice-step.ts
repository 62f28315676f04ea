import { LANGUAGES, type Language } from '@crashpad/sync';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeFailure, failureText } from '../../../lib/forms/submit-error';
import { toast } from '../../../ui/toast/toast-store';
import { useSession } from '../../../lib/session/use-session';
import { usePrepareDatabase } from '../../../db/use-prepare-database';
import { signupStorages } from '../data/signup-storages';
import { useSignupApi } from '../data/use-signup-api';
import { destinationAfterSignup } from '../model/account-type';
import { clearPlanChoice } from '../model/plan-choice';
import { clearSignupDraft, clearSignupSecret, createAccountBody, type SignupDraft, type SignupSecret } from '../model/signup-draft';

const asLanguage = (lng: string): Language => ((LANGUAGES as readonly string[]).includes(lng) ? (lng as Language) : 'en');

/**
 * The accept button of the notice step (spec 1 §2, §8): POST /accounts with the stored form,
 * log in, forget the passwords, and go on — a free tenant to its rentals, others to payment.
 * 409 (the address was taken meanwhile) goes to login; other failures show the server message.
 */
export function useNoticeStep(draft: SignupDraft & { secret: SignupSecret }) {
  const { t, i18n } = useTranslation();
  const api = useSignupApi();
  const { store } = useSession();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Accepting logs the new account in, which opens its local database: its code loads meanwhile.
  usePrepareDatabase();

  const accept = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const session = await api.createAccount(createAccountBody(draft, asLanguage(i18n.language)));
      store.login(session, false);
      clearSignupDraft(signupStorages());
      clearPlanChoice(signupStorages().tab);
      const type = draft.temp.account_type;
      toast.success(t(type === 'tenant' ? 'signup.notice.created_tenant' : 'signup.notice.created'));
      // /my-crashpad belongs to the rentals screens, so it is not a typed route here.
      await navigate({ href: destinationAfterSignup(type) });
    } catch (err) {
      const failure = describeFailure(err);
      if (failure.kind === 'server' && failure.status === 409) {
        clearSignupSecret(signupStorages());
        toast.error(failure.message);
        await navigate({ to: '/login' });
        return;
      }
      setError(failureText(err, t, { offline: 'signup.offline', fallback: 'signup.generic_error' }));
    } finally {
      setBusy(false);
    }
  };

  return { accept, busy, error };
}
