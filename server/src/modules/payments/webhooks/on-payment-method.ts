import type Stripe from 'stripe';
import { isoNow, type PaymentsDeps } from '../payments-deps.js';
import { storedCard } from '../cards-service.js';

/**
 * payment_method.updated / .automatically_updated / .detached and setup_intent.succeeded: the
 * stored default card follows Stripe (new expiry from the bank, removal in the dashboard).
 * The card is found by its id in our records, never by the event's customer field alone.
 */
export async function onPaymentMethod(deps: PaymentsDeps, event: Stripe.Event): Promise<boolean> {
  const object = event.data.object as Stripe.PaymentMethod | Stripe.SetupIntent;
  const pmId = object.object === 'setup_intent' ? (typeof object.payment_method === 'string' ? object.payment_method : object.payment_method?.id) : object.id;
  if (!pmId) return false;
  const holder = await deps.accounts.collection.findOne({ 'card.id': pmId }, { projection: { _id: 1 } });
  if (!holder) return false;
  // Under the user's money lock, re-read: a card being replaced or removed right now must not
  // be judged from what the account held before that change finished.
  return deps.lock.with(`user:${holder._id}`, () => followCard(deps, holder._id, pmId));
}

async function followCard(deps: PaymentsDeps, userId: string, pmId: string): Promise<boolean> {
  const owner = await deps.accounts.collection.findOne({ _id: userId, 'card.id': pmId });
  if (!owner?.card) return false;
  const pm = await deps.stripe.paymentMethods.retrieve(pmId);
  const ours = (typeof pm.customer === 'string' ? pm.customer : pm.customer?.id) === owner.customer_id;
  if (!ours) {
    // Detached outside the app: no card any more, so nothing can be charged (spec 1 §4).
    await deps.accounts.set(owner._id, { card: null }, isoNow(deps));
    await deps.users.set(owner._id, { payment_method: null, status: 'INACTIVE', updated_at: isoNow(deps) });
    return true;
  }
  const card = storedCard(pm, deps.app.clock.now());
  if (JSON.stringify(card) === JSON.stringify(owner.card)) return false;
  await deps.accounts.set(owner._id, { card }, isoNow(deps));
  return true;
}
