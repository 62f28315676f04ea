import { useLogout } from '../../../lib/session/use-logout';
import type { RentalInviteView } from '@crashpad/sync';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client/api-error';
import { isConnectivityError } from '../../../lib/network/connectivity-error';
import { Button, buttonClass } from '../../../ui/button/button';
import { Checkbox } from '../../../ui/field/checkbox';
import { NeedsConnection } from '../../../ui/views/needs-connection';
import { useInvitation } from '../data/use-invitation';
import { invitationSteps, type InvitationStep } from '../model/invitation-steps';
import { BookingDetails } from './booking-details';
import { InvalidInvite } from './invalid-invite';
import styles from './rentals.module.css';

export interface InvitationPageProps {
  token: string;
  /** The logged-in user's e-mail, or null for a visitor. */
  userEmail: string | null;
  /** The card form of the payment step (the billing feature's, composed by the route). */
  paymentStep: ReactNode;
  /** The account form of step 1 for an address without an account (the sign-up feature's, composed by the route). */
  signupForm: (slot: InvitationSignupSlot) => ReactNode;
}

/** What step 1's account form needs: the invited address and link, and where to go once done. */
export interface InvitationSignupSlot {
  email: string;
  code: string;
  /** The account and its session exist: on to Terms & Conditions. */
  onRegistered: () => void;
  /** The address got an account meanwhile or the link died: reload the booking to show which. */
  onStale: () => void;
}

/**
 * The tenant invitation page (spec 3 §2, §4): Booking Details, Terms & Conditions and, only with
 * autopay, Make Payment. A visitor creates the account inside step 1 (no account for the e-mail,
 * `POST /rental/register`) and goes straight on, or logs in first (and comes back here); the
 * last step goes to /tenant/accept/{token}, which accepts once and moves on to /my-crashpad.
 */
export function InvitationPage({ token, userEmail, paymentStep, signupForm }: InvitationPageProps) {
  const { t } = useTranslation();
  const invitation = useInvitation(token);
  const [step, setStep] = useState<InvitationStep>('details');
  const [agreed, setAgreed] = useState(false);
  const navigate = useNavigate();
  // Logged in as another account: log it out and stay here, to log in or sign up as the invited one.
  const switchAccount = useLogout();
  if (invitation.status === 'loading') {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t('tenancy.invitation.meta_title')}</h1>
        <p role="status">{t('tenancy.loading')}</p>
      </div>
    );
  }
  if (invitation.status === 'error') {
    if (invitation.error instanceof ApiError && (invitation.error.status === 404 || invitation.error.status === 410)) return <InvalidInvite />;
    if (isConnectivityError(invitation.error)) return <NeedsConnection onRetry={invitation.reload} />;
    return <InvalidInvite />;
  }
  const booking: RentalInviteView = invitation.value.data;
  if (booking.status !== 'pending') return <InvalidInvite />;
  const steps = invitationSteps(booking.auto_pay);
  const here = `/tenant/invitation/${encodeURIComponent(token)}`;
  const accept = () => void navigate({ to: '/tenant/accept/$token', params: { token } });
  const next = () => setStep(steps[steps.indexOf(step) + 1] ?? step);
  // Only the invited address can accept (the server refuses others): no Next for another account.
  const isInvited = userEmail !== null && userEmail.toLowerCase() === booking.tenant_email.toLowerCase();

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('tenancy.invitation.title', { lister: booking.lister_name })}</h1>
      <ol className={styles.steps} aria-label={t('tenancy.invitation.steps')}>
        {steps.map((s) => (
          <li key={s} className={`${styles.step} ${s === step ? styles.stepCurrent : ''}`} aria-current={s === step ? 'step' : undefined}>
            {t(`tenancy.invitation.step_${s}`)}
          </li>
        ))}
      </ol>
      {step === 'details' && (
        <>
          <BookingDetails booking={booking} />
          {!userEmail && booking.has_account && (
            <p className={styles.notice}>
              {t('tenancy.invitation.login_first', { email: booking.tenant_email })}{' '}
              <Link to="/login" search={{ ref_url: here } as never} className={buttonClass('primary', { small: true })}>
                {t('tenancy.invitation.login')}
              </Link>
            </p>
          )}
          {!userEmail && !booking.has_account && signupForm({ email: booking.tenant_email, code: token, onRegistered: () => setStep(steps[1] ?? 'terms'), onStale: invitation.reload })}
          {userEmail && !isInvited && (
            <p className={styles.warning}>
              {t('tenancy.invitation.other_account', { email: booking.tenant_email })}{' '}
              <Button small variant="secondary" onClick={() => void switchAccount(here)}>
                {t('tenancy.invitation.switch_account')}
              </Button>
            </p>
          )}
          {isInvited && <Button onClick={next}>{t('tenancy.invitation.next')}</Button>}
        </>
      )}
      {step === 'terms' && (
        <section className={styles.card} aria-labelledby="invitation-terms">
          <h2 id="invitation-terms">{t('tenancy.invitation.step_terms')}</h2>
          <p>{t('tenancy.invitation.terms_text')}</p>
          <p>
            <Link to="/terms" target="_blank">
              {t('tenancy.invitation.terms_link')}
            </Link>
          </p>
          <Checkbox label={t('tenancy.invitation.agree')} checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => setStep('details')}>
              {t('tenancy.invitation.back')}
            </Button>
            <Button disabled={!agreed} onClick={booking.auto_pay === 1 ? next : accept}>
              {booking.auto_pay === 1 ? t('tenancy.invitation.next') : t('tenancy.invitation.accept')}
            </Button>
          </div>
        </section>
      )}
      {step === 'payment' && (
        <section className={styles.card} aria-labelledby="invitation-payment">
          <h2 id="invitation-payment">{t('tenancy.invitation.step_payment')}</h2>
          <p>{t('tenancy.invitation.payment_text')}</p>
          {paymentStep}
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => setStep('terms')}>
              {t('tenancy.invitation.back')}
            </Button>
            <Button onClick={accept}>{t('tenancy.invitation.accept_and_pay')}</Button>
          </div>
        </section>
      )}
    </div>
  );
}
