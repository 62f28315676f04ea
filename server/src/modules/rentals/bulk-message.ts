import { sendTenantMessageInputSchema, translateShared, type Language } from '@crashpad/sync';
import { ulid } from 'ulid';
import { AppError } from '../../http/app-error.js';
import { parseInput } from '../../http/validate.js';
import type { UserDoc } from '../accounts/user-doc.js';
import type { SendMessageCommand } from '../messages/send-message.js';
import { assertLister } from './invite-rules.js';
import type { RentalsDeps } from './rentals-deps.js';

/**
 * POST /lister/send-message-to-tenant (spec 3 §3 "Bulk message payload"; issue 10): `tenants` are
 * rental ids from My Crew, `listings` the listings selected in My Listings (their accepted
 * rentals). Each tenant account gets the message once, through the messaging command, in the
 * thread with the lister about the rental's listing. Rentals of other listers are ignored (as if
 * absent); none reachable at all answers 404.
 */
export async function sendBulkMessage(deps: RentalsDeps, sender: SendMessageCommand, lister: UserDoc, raw: unknown, lang: Language): Promise<{ message: string; sent: number }> {
  assertLister(lister);
  const input = parseInput(sendTenantMessageInputSchema, raw);
  const byId = input.tenants.length ? await deps.col.rentals.collection.find({ _id: { $in: input.tenants }, lister_id: lister._id, _deleted: false }) : [];
  const byListing = input.listings.length ? await deps.col.rentals.collection.find({ listing_id: { $in: input.listings }, lister_id: lister._id, status: 'accepted', _deleted: false }) : [];
  const recipients = new Map<string, string>();
  for (const rental of [...byId, ...byListing]) {
    if (rental.user_id && rental.user_id !== lister._id && !recipients.has(rental.user_id)) recipients.set(rental.user_id, rental.listing_id);
  }
  if (recipients.size === 0) throw new AppError('not_found', { messageKey: 'validation.bulk_no_recipients' });
  let sent = 0;
  for (const [userId, listingId] of recipients) {
    try {
      await sender.send(lister, { to: userId, message: input.message_body, listing_id: listingId }, ulid(deps.app.clock.now()));
      sent += 1;
    } catch (err) {
      // A tenant whose account closed is skipped; the others still get it.
      if (!(err instanceof AppError)) throw err;
    }
  }
  return { message: translateShared(lang, 'rentals.bulk_sent'), sent };
}
