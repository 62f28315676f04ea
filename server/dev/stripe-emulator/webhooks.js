import { signPayload } from './signature.js';
export const DEFAULT_SWITCHES = {
    hold: false,
    dropNext: 0,
    dropTypes: [],
    duplicate: 0,
    delayMs: [0, 0],
    retryDelaysMs: [500, 2_000, 10_000, 60_000],
};
/**
 * Sends events to the configured endpoints after the API answer, signed with the endpoint's
 * secret, retrying failures with backoff, under the test switches.
 */
export class WebhookDispatcher {
    onDelivered;
    endpoints = [];
    switches = structuredClone(DEFAULT_SWITCHES);
    attempts = [];
    held = [];
    inFlight = 0;
    waiters = [];
    timers = new Set();
    closed = false;
    constructor(onDelivered) {
        this.onDelivered = onDelivered;
    }
    /** Queues an event for every endpoint that wants its type. Returns how many deliveries it will need. */
    enqueue(event) {
        const targets = this.endpoints.filter((e) => e.enabledEvents.includes('*') || e.enabledEvents.includes(event.type));
        for (const endpoint of targets) {
            const delivery = { event, endpoint, attempt: 1 };
            if (this.switches.dropNext > 0 || this.switches.dropTypes.includes(event.type)) {
                if (this.switches.dropNext > 0)
                    this.switches.dropNext--;
                this.log(delivery, 0, 'dropped');
                continue;
            }
            if (this.switches.hold) {
                this.held.push(delivery);
                continue;
            }
            for (let copy = 0; copy <= this.switches.duplicate; copy++)
                this.schedule(delivery, this.randomDelay());
        }
        return targets.length;
    }
    /** Sends held deliveries: in order, reversed, or shuffled. Returns how many were released. */
    flush(order = 'fifo') {
        const batch = this.held;
        this.held = [];
        if (order === 'reverse')
            batch.reverse();
        if (order === 'random') {
            for (let i = batch.length - 1; i > 0; i--) {
                const j = Math.floor(Math.random() * (i + 1));
                [batch[i], batch[j]] = [batch[j], batch[i]];
            }
        }
        // Released one after another in the chosen order (each waits for the previous send to start).
        let chain = Promise.resolve();
        this.inFlight++;
        for (const delivery of batch) {
            for (let copy = 0; copy <= this.switches.duplicate; copy++) {
                chain = chain.then(() => this.send(delivery));
            }
        }
        void chain.finally(() => this.done());
        return batch.length;
    }
    heldCount() {
        return this.held.length;
    }
    /** Resolves when nothing is being sent or waiting on a timer (held deliveries do not count). */
    idle() {
        if (this.inFlight === 0 && this.timers.size === 0)
            return Promise.resolve();
        return new Promise((resolve) => this.waiters.push(resolve));
    }
    reset() {
        for (const t of this.timers)
            clearTimeout(t);
        this.timers.clear();
        this.held = [];
        this.attempts.length = 0;
        this.switches = structuredClone(DEFAULT_SWITCHES);
        this.settle();
    }
    close() {
        this.closed = true;
        this.reset();
    }
    randomDelay() {
        const [min, max] = this.switches.delayMs;
        return min + Math.random() * Math.max(0, max - min);
    }
    schedule(delivery, delayMs) {
        // Always at least one macrotask later: Stripe sends events after it has answered the request.
        const timer = setTimeout(() => {
            this.timers.delete(timer);
            this.inFlight++;
            void this.send(delivery).finally(() => this.done());
        }, delayMs);
        this.timers.add(timer);
    }
    async send(delivery) {
        if (this.closed)
            return;
        const body = JSON.stringify(delivery.event, null, 2);
        const timestamp = Math.floor(Date.now() / 1000);
        let status = 0;
        try {
            const res = await fetch(delivery.endpoint.url, {
                method: 'POST',
                headers: {
                    'Content-Type': 'application/json; charset=utf-8',
                    'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
                    'Stripe-Signature': signPayload(body, delivery.endpoint.secret, timestamp),
                },
                body,
                signal: AbortSignal.timeout(20_000),
            });
            status = res.status;
            await res.arrayBuffer().catch(() => undefined);
        }
        catch {
            status = 0;
        }
        const ok = status >= 200 && status < 300;
        this.log(delivery, status, ok ? 'delivered' : 'failed');
        if (ok) {
            this.onDelivered(delivery.event.id);
            return;
        }
        const wait = this.switches.retryDelaysMs[delivery.attempt - 1];
        if (wait !== undefined && !this.closed)
            this.schedule({ ...delivery, attempt: delivery.attempt + 1 }, wait);
    }
    log(delivery, status, outcome) {
        this.attempts.push({
            event: delivery.event.id,
            type: delivery.event.type,
            endpoint: delivery.endpoint.id,
            attempt: delivery.attempt,
            status,
            at: new Date().toISOString(),
            outcome,
        });
        if (this.attempts.length > 5_000)
            this.attempts.splice(0, this.attempts.length - 5_000);
    }
    done() {
        this.inFlight--;
        this.settle();
    }
    settle() {
        if (this.inFlight > 0 || this.timers.size > 0)
            return;
        const waiting = this.waiters;
        this.waiters = [];
        for (const w of waiting)
            w();
    }
}
