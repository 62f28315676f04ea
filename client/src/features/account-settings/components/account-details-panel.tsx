import { roleOfPlan, type User } from '@crashpad/sync';
import type { ReactNode } from 'react';
import { CloseAccount } from './close-account';
import { EmailChangeForm } from './email-change-form';
import { NotificationsSection } from './notifications-section';
import { PasswordChangeForm } from './password-change-form';
import { PhoneVisibility } from './phone-visibility';
import { ProfileForm } from './profile-form';
import { ProfilePhoto } from './profile-photo';

export interface AccountDetailsPanelProps {
  user: User;
  /** Switched admin sessions cannot change credentials or close the account (DECISIONS #8). */
  isSwitched: boolean;
  canCloseAccount: boolean;
  /** Extra sections composed by the route (the admin's switch-user form). */
  extra?: ReactNode;
}

/** spec 1 §2 #account-details: profile, e-mail, password, phone visibility (listers), notifications (web push), close account. */
export function AccountDetailsPanel({ user, isSwitched, canCloseAccount, extra }: AccountDetailsPanelProps) {
  return (
    <>
      <ProfilePhoto user={user} />
      {/* Keyed by the user id: switching users refills the form, while a photo or phone-visibility
          change (which also updates the stored user) keeps edits not yet saved. */}
      <ProfileForm key={user.id} user={user} />
      <EmailChangeForm user={user} locked={isSwitched} />
      <PasswordChangeForm locked={isSwitched} />
      {roleOfPlan(user.user_plan) === 'lister' && <PhoneVisibility user={user} />}
      <NotificationsSection locked={isSwitched} />
      {extra}
      {canCloseAccount && <CloseAccount locked={isSwitched} />}
    </>
  );
}
