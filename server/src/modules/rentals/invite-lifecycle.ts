import type { Rental, RentalHistoryEntry, RentalRefPayload } from '@crashpad/sync';
import { AppError } from '../../http/app-error.js';
import type { UserDoc } from '../accounts/user-doc.js';
import { emitChanged } from '../sync/sync-adapter.js';
import type { Draft } from '../sync/replicated-collection.js';
import { assertLister } from './invite-rules.js';
import { sendInviteMail } from './invite-mail.js';
import { newInviteToken } from './invite-token.js';
import { rentalView, withHistory } from './rental-views.js';
import { hasOutboxOp, withOutboxOp, type RentalDoc } from './rentals-collections.js';
import { rentalIdOf } from './invite-tenant.js';
import { isoAt, type RentalsDeps } from './rentals-deps.js';

/** Whether `user` is the tenant a rental is addressed to (their account, or their e-mail before it was linked). */
export const isTenantOf = (rental: RentalDoc, user: UserDoc): boolean => rental.user_id === user._id || (rental.user_id === null && rental.tenant_email_key === user.email.toLowerCase());

/**
 * Resend, cancel (lister) and decline (tenant) of a pending invitation (spec 3 §4 "Invite
 * lifecycle"). Resending replaces the link's token (the old link stops working, DECISIONS #6);
 * cancelling and declining end the invitation (status deleted) and its link.
 */
export function inviteLifecycle(deps: RentalsDeps) {
  const { app, col } = deps;

  /**
   * Changes a pending invitation. With `opId` (an outbox row's id) a change already carried out
   * answers `done: false` with the rental as it is (nothing is written or mailed again).
   */
  async function change(rentalId: string, allowed: (r: RentalDoc) => boolean, next: (r: RentalDoc) => Draft<RentalDoc>, opId?: string): Promise<{ rental: RentalDoc; done: boolean }> {
    const current = await col.rentals.get(rentalId);
    if (!current || current._deleted || !allowed(current)) throw new AppError('not_found');
    if (hasOutboxOp(current, opId)) return { rental: current, done: false };
    if (current.status !== 'pending') throw new AppError('rental_state');
    const res = await col.rentals.mutate(rentalId, (cur) => (cur && cur.status === 'pending' && !hasOutboxOp(cur, opId) ? { ...next(cur), ...withOutboxOp(cur, opId) } : null));
    if (!res.written) {
      if (res.after && hasOutboxOp(res.after, opId)) return { rental: res.after, done: false };
      throw new AppError('rental_state');
    }
    emitChanged(app.events, 'rentals', res.after!.participants, res.after!);
    return { rental: res.after!, done: true };
  }
  const entry = (event: RentalHistoryEntry['event'], by: RentalHistoryEntry['by']): RentalHistoryEntry => ({ event, created_at: isoAt(app.clock.now()), by, change_summary: {} });

  const commands = {
    /** `opId`: the outbox row (`resend_invite`) this resend carries out; a retried row mails nothing again. */
    async resend(lister: UserDoc, rentalId: string, opId?: string): Promise<Rental> {
      assertLister(lister);
      const fresh = newInviteToken(app.clock.now());
      const { rental: stored, done } = await change(
        rentalId,
        (r) => r.lister_id === lister._id,
        (r) => ({ ...r, token_digest: fresh.digest, token_expires_at: fresh.expiresAt, invite_expires_at: isoAt(fresh.expiresAt), history: withHistory(r.history, entry('invite_resent', 'lister')) }),
        opId,
      );
      if (!done) return rentalView(stored);
      const tenant = stored.user_id ? await deps.users.byId(stored.user_id) : null;
      await sendInviteMail(app, stored, fresh.token, tenant?.locale ?? lister.locale);
      return rentalView(stored);
    },
    /** `opId`: the outbox row (`cancel_invite`) this cancel carries out. */
    async cancel(lister: UserDoc, rentalId: string, opId?: string): Promise<Rental> {
      assertLister(lister);
      const { rental: stored } = await change(
        rentalId,
        (r) => r.lister_id === lister._id,
        (r) => ({ ...r, status: 'deleted', token_digest: null, token_expires_at: null, invite_expires_at: null, ended_at: isoAt(app.clock.now()), history: withHistory(r.history, entry('invite_cancelled', 'lister')) }),
        opId,
      );
      return rentalView(stored);
    },
    async decline(tenant: UserDoc, rentalId: string): Promise<Rental> {
      const { rental: stored } = await change(
        rentalId,
        (r) => isTenantOf(r, tenant),
        (r) => ({ ...r, status: 'deleted', token_digest: null, token_expires_at: null, invite_expires_at: null, ended_at: isoAt(app.clock.now()), history: withHistory(r.history, entry('invite_declined', 'tenant')) }),
      );
      return rentalView(stored);
    },
    /** Outbox handlers of `cancel_invite` and `resend_invite` (written offline; the row id is the key). */
    async carryOutCancel(lister: UserDoc, payload: RentalRefPayload, rowId: string) {
      const rental = await commands.cancel(lister, rentalIdOf(payload.rental_id), rowId);
      return { rental_id: rental.id, booking_reference: rental.booking_reference };
    },
    async carryOutResend(lister: UserDoc, payload: RentalRefPayload, rowId: string) {
      const rental = await commands.resend(lister, rentalIdOf(payload.rental_id), rowId);
      return { rental_id: rental.id, booking_reference: rental.booking_reference };
    },
  };
  return commands;
}
export type InviteLifecycle = ReturnType<typeof inviteLifecycle>;
