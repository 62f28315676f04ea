import type Stripe from 'stripe';
import { newId } from './ids.js';

/** The objects the emulator keeps, by id, in the shapes of the SDK's own types. */
export interface Collections {
  customers: Stripe.Customer;
  payment_methods: Stripe.PaymentMethod;
  setup_intents: Stripe.SetupIntent;
  payment_intents: Stripe.PaymentIntent;
  charges: Stripe.Charge;
  refunds: Stripe.Refund;
  products: Stripe.Product;
  prices: Stripe.Price;
  subscriptions: Stripe.Subscription;
  invoices: Stripe.Invoice;
  test_clocks: Stripe.TestHelpers.TestClock;
  accounts: Stripe.Account;
  events: Stripe.Event;
}
export type CollectionName = keyof Collections;

/** What a test card does; kept beside the PaymentMethod (Stripe never shows the number again). */
export interface CardFacts {
  /** The test card's full number (the emulator's key into its card catalogue). */
  number: string;
  /** A SetupIntent authenticated this card, so later off-session charges need no 3-D Secure. */
  setupAuthenticated: boolean;
}

/** A stored answer under an Idempotency-Key (Stripe keeps them 24 hours). */
export interface IdempotentAnswer {
  method: string;
  path: string;
  /** The request parameters, canonical JSON, to detect the same key reused with other params. */
  params: string;
  status: number;
  body: string;
  createdAt: number;
}

/** An intent waiting on the emulated 3-D Secure page. */
export interface PendingAuthentication {
  intent: string;
  /** Where the page sends the browser afterwards (redirect_to_url flows). */
  returnUrl: string | null;
}

export interface WebhookEndpointConfig {
  id: string;
  url: string;
  secret: string;
  /** Event types to send; `*` sends all. */
  enabledEvents: string[];
}

const COLLECTIONS: CollectionName[] = [
  'customers',
  'payment_methods',
  'setup_intents',
  'payment_intents',
  'charges',
  'refunds',
  'products',
  'prices',
  'subscriptions',
  'invoices',
  'test_clocks',
  'accounts',
  'events',
];

/** Serialisable snapshot (DATA_DIR persistence). */
export interface StateSnapshot {
  version: 1;
  collections: { [K in CollectionName]?: Collections[K][] };
  cards: Record<string, CardFacts>;
  idempotency: Record<string, IdempotentAnswer>;
  pendingAuth: Record<string, PendingAuthentication>;
  accountLinks: Record<string, { account: string; refreshUrl: string; returnUrl: string; expiresAt: number }>;
  sequence: number;
  /** Seconds the emulator's wall clock runs ahead of the real one (`/_emulator/time/advance`). */
  offsetSeconds?: number;
}

/**
 * The emulator's whole state: plain maps, mutated only by the synchronous request handlers (so
 * one request is atomic with respect to every other, as Node runs them one at a time).
 */
export class EmulatorState {
  readonly maps: { [K in CollectionName]: Map<string, Collections[K]> } = Object.fromEntries(
    COLLECTIONS.map((c) => [c, new Map()]),
  ) as never;
  cards = new Map<string, CardFacts>();
  idempotency = new Map<string, IdempotentAnswer>();
  pendingAuth = new Map<string, PendingAuthentication>();
  accountLinks = new Map<string, { account: string; refreshUrl: string; returnUrl: string; expiresAt: number }>();
  /** Orders objects created in the same second (lists are newest first, as Stripe's). */
  sequence = 0;
  /** Seconds the emulator's own clock runs ahead of real time (customers without a test clock). */
  offsetSeconds = 0;
  private readonly order = new Map<string, number>();

  get<K extends CollectionName>(collection: K, id: string): Collections[K] | undefined {
    return this.maps[collection].get(id);
  }

  put<K extends CollectionName>(collection: K, object: Collections[K]): Collections[K] {
    const id = (object as { id: string }).id;
    if (!this.order.has(id)) this.order.set(id, ++this.sequence);
    this.maps[collection].set(id, object);
    return object;
  }

  /** Newest first, like every Stripe list. */
  all<K extends CollectionName>(collection: K): Collections[K][] {
    return [...this.maps[collection].values()].sort(
      (a, b) => (this.order.get((b as { id: string }).id) ?? 0) - (this.order.get((a as { id: string }).id) ?? 0),
    );
  }

  /** Finds any stored object by id (for `expand[]`). */
  find(id: string): unknown {
    for (const c of COLLECTIONS) {
      const hit = this.maps[c].get(id);
      if (hit) return hit;
    }
    return undefined;
  }

  /** Unix seconds: the test clock's frozen time for a customer on a clock, else the wall clock. */
  now(customerId?: string | null): number {
    if (customerId) {
      const customer = this.maps.customers.get(customerId);
      const clockId = customer?.test_clock;
      if (typeof clockId === 'string') {
        const clock = this.maps.test_clocks.get(clockId);
        if (clock) return clock.frozen_time;
      }
    }
    return Math.floor(Date.now() / 1000) + this.offsetSeconds;
  }

  newId(prefix: string): string {
    return newId(prefix);
  }

  reset(): void {
    for (const c of COLLECTIONS) this.maps[c].clear();
    this.cards.clear();
    this.idempotency.clear();
    this.pendingAuth.clear();
    this.accountLinks.clear();
    this.order.clear();
    this.sequence = 0;
    this.offsetSeconds = 0;
  }

  snapshot(): StateSnapshot {
    const collections: StateSnapshot['collections'] = {};
    for (const c of COLLECTIONS) (collections as Record<string, unknown[]>)[c] = this.all(c).reverse();
    return {
      version: 1,
      collections,
      cards: Object.fromEntries(this.cards),
      idempotency: Object.fromEntries(this.idempotency),
      pendingAuth: Object.fromEntries(this.pendingAuth),
      accountLinks: Object.fromEntries(this.accountLinks),
      sequence: this.sequence,
      offsetSeconds: this.offsetSeconds,
    };
  }

  restore(snapshot: StateSnapshot): void {
    this.reset();
    for (const c of COLLECTIONS) {
      for (const object of snapshot.collections[c] ?? []) this.put(c, object as never);
    }
    this.cards = new Map(Object.entries(snapshot.cards ?? {}));
    this.idempotency = new Map(Object.entries(snapshot.idempotency ?? {}));
    this.pendingAuth = new Map(Object.entries(snapshot.pendingAuth ?? {}));
    this.accountLinks = new Map(Object.entries(snapshot.accountLinks ?? {}));
    this.sequence = Math.max(this.sequence, snapshot.sequence ?? 0);
    this.offsetSeconds = snapshot.offsetSeconds ?? 0;
  }
}
