import type { Store } from '../../platform/store/types.js';
import type { UserDoc } from '../accounts/user-doc.js';

/**
 * The few fields of a rental record (spec 3 §3) this count reads. The rentals work owns the
 * whole record; here only what decides whether an invitation is still waiting for this user.
 */
interface PendingInviteFields {
  [key: string]: unknown;
  _id: string;
  status: string;
  user_id?: string | null;
  tenant_email?: string | null;
}

/**
 * GET /user/get-count-pending-invite (spec 1 §7, spec 3 §7): rental invitations still pending
 * for this user, matched by account id or by the invited e-mail (an invitation can be sent
 * before the tenant has an account). Reads the `rentals` collection the rentals work fills, so
 * the header's "My rentals" link and the pending-invite modal appear by themselves once
 * invitations exist; until then the answer is a true 0.
 */
export function pendingInviteCounter(store: Store) {
  const rentals = store.collection<PendingInviteFields>('rentals');
  return {
    count(user: Pick<UserDoc, '_id' | 'email'>): Promise<number> {
      const email = user.email.toLowerCase();
      return rentals.countDocuments({ status: 'pending', $or: [{ user_id: user._id }, { tenant_email: email }] });
    },
  };
}
export type PendingInviteCounter = ReturnType<typeof pendingInviteCounter>;
