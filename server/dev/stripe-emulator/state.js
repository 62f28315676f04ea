import { newId } from './ids.js';
const COLLECTIONS = [
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
/**
 * The emulator's whole state: plain maps, mutated only by the synchronous request handlers (so
 * one request is atomic with respect to every other, as Node runs them one at a time).
 */
export class EmulatorState {
    maps = Object.fromEntries(COLLECTIONS.map((c) => [c, new Map()]));
    cards = new Map();
    idempotency = new Map();
    pendingAuth = new Map();
    accountLinks = new Map();
    /** Orders objects created in the same second (lists are newest first, as Stripe's). */
    sequence = 0;
    order = new Map();
    get(collection, id) {
        return this.maps[collection].get(id);
    }
    put(collection, object) {
        const id = object.id;
        if (!this.order.has(id))
            this.order.set(id, ++this.sequence);
        this.maps[collection].set(id, object);
        return object;
    }
    /** Newest first, like every Stripe list. */
    all(collection) {
        return [...this.maps[collection].values()].sort((a, b) => (this.order.get(b.id) ?? 0) - (this.order.get(a.id) ?? 0));
    }
    /** Finds any stored object by id (for `expand[]`). */
    find(id) {
        for (const c of COLLECTIONS) {
            const hit = this.maps[c].get(id);
            if (hit)
                return hit;
        }
        return undefined;
    }
    /** Unix seconds: the test clock's frozen time for a customer on a clock, else the wall clock. */
    now(customerId) {
        if (customerId) {
            const customer = this.maps.customers.get(customerId);
            const clockId = customer?.test_clock;
            if (typeof clockId === 'string') {
                const clock = this.maps.test_clocks.get(clockId);
                if (clock)
                    return clock.frozen_time;
            }
        }
        return Math.floor(Date.now() / 1000);
    }
    newId(prefix) {
        return newId(prefix);
    }
    reset() {
        for (const c of COLLECTIONS)
            this.maps[c].clear();
        this.cards.clear();
        this.idempotency.clear();
        this.pendingAuth.clear();
        this.accountLinks.clear();
        this.order.clear();
        this.sequence = 0;
    }
    snapshot() {
        const collections = {};
        for (const c of COLLECTIONS)
            collections[c] = this.all(c).reverse();
        return {
            version: 1,
            collections,
            cards: Object.fromEntries(this.cards),
            idempotency: Object.fromEntries(this.idempotency),
            pendingAuth: Object.fromEntries(this.pendingAuth),
            accountLinks: Object.fromEntries(this.accountLinks),
            sequence: this.sequence,
        };
    }
    restore(snapshot) {
        this.reset();
        for (const c of COLLECTIONS) {
            for (const object of snapshot.collections[c] ?? [])
                this.put(c, object);
        }
        this.cards = new Map(Object.entries(snapshot.cards ?? {}));
        this.idempotency = new Map(Object.entries(snapshot.idempotency ?? {}));
        this.pendingAuth = new Map(Object.entries(snapshot.pendingAuth ?? {}));
        this.accountLinks = new Map(Object.entries(snapshot.accountLinks ?? {}));
        this.sequence = Math.max(this.sequence, snapshot.sequence ?? 0);
    }
}
