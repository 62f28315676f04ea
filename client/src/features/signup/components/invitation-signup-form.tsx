import { LANGUAGES, type Language, type SignupForm as SignupFormValues } from '@crashpad/sync';
import { useTranslation } from 'react-i18next';
import { describeFailure, failureText } from '../../../lib/forms/submit-error';
import { useSession } from '../../../lib/session/use-session';
import { usePrepareDatabase } from '../../../db/use-prepare-database';
import { toast } from '../../../ui/toast/toast-store';
import { useSignupApi } from '../data/use-signup-api';
import type { Invitation } from '../model/invite-mode';
import { SignupForm } from './signup-form';
import styles from './signup.module.css';

export interface InvitationSignupFormProps {
  /** The invited address (locked with confirm and how-heard) and the link's token. */
  invitation: Invitation;
  /** The account exists and its session is open: the invitation goes on to its next step. */
  onRegistered: () => void;
  /**
   * The invitation changed under the form: the address got an account meanwhile (409: log in
   * instead) or the link is no longer valid (404). The page reloads the booking to show which.
   */
  onStale: () => void;
}

const asLanguage = (lng: string): Language => ((LANGUAGES as readonly string[]).includes(lng) ? (lng as Language) : 'en');

/**
 * Account creation inside step 1 of the tenant invitation page (spec 3 §2, §7 `POST
 * /rental/register`): the sign-up form's fields and checks (spec 1 §5), e-mail locked to the
 * invited one, then a free tenant account with its session — no notice step, no payment page:
 * the terms and the card are the invitation's own next steps.
 */
export function InvitationSignupForm({ invitation, onRegistered, onStale }: InvitationSignupFormProps) {
  const { t, i18n } = useTranslation();
  const api = useSignupApi();
  const { store } = useSession();
  // The new account's local database opens once it is registered: its code loads while the form is filled.
  usePrepareDatabase();

  const register = async (form: SignupFormValues) => {
    try {
      const session = await api.registerInvited({ ...form, account_type: 'tenant', verification_code: invitation.code, locale: asLanguage(i18n.language) });
      store.login(session, false);
      toast.success(t('signup.invited.created'));
      onRegistered();
    } catch (err) {
      const failure = describeFailure(err);
      toast.error(failureText(err, t, { offline: 'signup.offline', fallback: 'signup.generic_error' }));
      if (failure.kind === 'server' && (failure.status === 404 || failure.status === 409)) onStale();
    }
  };

  return (
    <section className={styles.invited} aria-labelledby="invited-signup-title">
      <h3 id="invited-signup-title" className={styles.legend}>
        {t('signup.invited.title')}
      </h3>
      <p className={styles.lead}>{t('signup.invited.lead', { email: invitation.email })}</p>
      <SignupForm accountType="tenant" invitation={invitation} listerPlan={null} onValid={register} submitLabel={t('signup.invited.submit')} />
    </section>
  );
}
