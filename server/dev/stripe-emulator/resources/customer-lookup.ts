import type Stripe from 'stripe';
import { noSuchObject } from '../errors.js';
import type { Emulator } from '../emulator.js';

// Its own file: payment methods, intents and subscriptions look customers up, and customers.ts
// imports those resources back (attach a card, cancel subscriptions), which was an import cycle.

/** A live (not deleted) customer, or Stripe's 404. */
export function getCustomer(em: Emulator, id: string, param = 'customer'): Stripe.Customer {
  const customer = em.state.get('customers', id);
  if (!customer || (customer as unknown as { deleted?: boolean }).deleted) throw noSuchObject('customer', id, param);
  return customer;
}
