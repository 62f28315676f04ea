import type Stripe from 'stripe';
import { signPayload } from './signature.js';
import type { WebhookEndpointConfig } from './state.js';

/**
 * Test switches for webhook delivery (set through `/_emulator/webhooks/switches` or the JS handle).
 * They model what a real endpoint sees: late, repeated, reordered and missing deliveries.
 */
export interface DeliverySwitches {
  /** Queue deliveries without sending them until `flush()` (which can reorder them). */
  hold: boolean;
  /** Drop the next N deliveries (never sent; the event stays listed in /v1/events). */
  dropNext: number;
  /** Drop every delivery of these event types. */
  dropTypes: string[];
  /** Send each delivery this many extra times, or a random number of extra times in [min, max] per delivery. */
  duplicate: number | [number, number];
  /** Delay each delivery by a random time in [min, max] ms (reorders deliveries that overlap). */
  delayMs: [number, number];
  /** Waits between attempts after a failed delivery (non-2xx or unreachable); its length caps the retries. */
  retryDelaysMs: number[];
}

export const DEFAULT_SWITCHES: DeliverySwitches = {
  hold: false,
  dropNext: 0,
  dropTypes: [],
  duplicate: 0,
  delayMs: [0, 0],
  retryDelaysMs: [500, 2_000, 10_000, 60_000],
};

export interface DeliveryAttempt {
  event: string;
  type: string;
  endpoint: string;
  attempt: number;
  /** HTTP status, or 0 when the endpoint could not be reached. */
  status: number;
  at: string;
  outcome: 'delivered' | 'failed' | 'dropped';
}

interface Delivery {
  event: Stripe.Event;
  endpoint: WebhookEndpointConfig;
  attempt: number;
}

/**
 * Sends events to the configured endpoints after the API answer, signed with the endpoint's
 * secret, retrying failures with backoff, under the test switches.
 */
export class WebhookDispatcher {
  endpoints: WebhookEndpointConfig[] = [];
  switches: DeliverySwitches = structuredClone(DEFAULT_SWITCHES);
  readonly attempts: DeliveryAttempt[] = [];
  private held: Delivery[] = [];
  private inFlight = 0;
  private waiters: (() => void)[] = [];
  private timers = new Set<NodeJS.Timeout>();
  private closed = false;

  constructor(private readonly onDelivered: (eventId: string) => void) {}

  /** Queues an event for every endpoint that wants its type. Returns how many deliveries it will need. */
  enqueue(event: Stripe.Event): number {
    const targets = this.endpoints.filter((e) => e.enabledEvents.includes('*') || e.enabledEvents.includes(event.type));
    for (const endpoint of targets) {
      const delivery = { event, endpoint, attempt: 1 };
      if (this.switches.dropNext > 0 || this.switches.dropTypes.includes(event.type)) {
        if (this.switches.dropNext > 0) this.switches.dropNext--;
        this.log(delivery, 0, 'dropped');
        continue;
      }
      if (this.switches.hold) {
        this.held.push(delivery);
        continue;
      }
      for (let copy = 0; copy <= this.extraCopies(); copy++) this.schedule(delivery, this.randomDelay());
    }
    return targets.length;
  }

  /** Sends an already recorded event again to every endpoint that wants it (a manual redelivery). */
  redeliver(event: Stripe.Event): number {
    const targets = this.endpoints.filter((e) => e.enabledEvents.includes('*') || e.enabledEvents.includes(event.type));
    for (const endpoint of targets) this.schedule({ event, endpoint, attempt: 1 }, this.randomDelay());
    return targets.length;
  }

  private extraCopies(): number {
    const d = this.switches.duplicate;
    if (typeof d === 'number') return d;
    return d[0] + Math.floor(Math.random() * (d[1] - d[0] + 1));
  }

  /** Sends held deliveries: in order, reversed, or shuffled. Returns how many were released. */
  flush(order: 'fifo' | 'reverse' | 'random' = 'fifo'): number {
    const batch = this.held;
    this.held = [];
    if (order === 'reverse') batch.reverse();
    if (order === 'random') {
      for (let i = batch.length - 1; i > 0; i--) {
        const j = Math.floor(Math.random() * (i + 1));
        [batch[i], batch[j]] = [batch[j]!, batch[i]!];
      }
    }
    // Released one after another in the chosen order (each waits for the previous send to start).
    let chain = Promise.resolve();
    this.inFlight++;
    for (const delivery of batch) {
      for (let copy = 0, n = this.extraCopies(); copy <= n; copy++) {
        chain = chain.then(() => this.send(delivery));
      }
    }
    void chain.finally(() => this.done());
    return batch.length;
  }

  heldCount(): number {
    return this.held.length;
  }

  /** Resolves when nothing is being sent or waiting on a timer (held deliveries do not count). */
  idle(): Promise<void> {
    if (this.inFlight === 0 && this.timers.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  reset(): void {
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    this.held = [];
    this.attempts.length = 0;
    this.switches = structuredClone(DEFAULT_SWITCHES);
    this.settle();
  }

  close(): void {
    this.closed = true;
    this.reset();
  }

  private randomDelay(): number {
    const [min, max] = this.switches.delayMs;
    return min + Math.random() * Math.max(0, max - min);
  }

  private schedule(delivery: Delivery, delayMs: number): void {
    // Always at least one macrotask later: Stripe sends events after it has answered the request.
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.inFlight++;
      void this.send(delivery).finally(() => this.done());
    }, delayMs);
    this.timers.add(timer);
  }

  private async send(delivery: Delivery): Promise<void> {
    if (this.closed) return;
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
    } catch {
      status = 0;
    }
    const ok = status >= 200 && status < 300;
    this.log(delivery, status, ok ? 'delivered' : 'failed');
    if (ok) {
      this.onDelivered(delivery.event.id);
      return;
    }
    const wait = this.switches.retryDelaysMs[delivery.attempt - 1];
    if (wait !== undefined && !this.closed) this.schedule({ ...delivery, attempt: delivery.attempt + 1 }, wait);
  }

  private log(delivery: Delivery, status: number, outcome: DeliveryAttempt['outcome']): void {
    this.attempts.push({
      event: delivery.event.id,
      type: delivery.event.type,
      endpoint: delivery.endpoint.id,
      attempt: delivery.attempt,
      status,
      at: new Date().toISOString(),
      outcome,
    });
    if (this.attempts.length > 5_000) this.attempts.splice(0, this.attempts.length - 5_000);
  }

  private done(): void {
    this.inFlight--;
    this.settle();
  }

  private settle(): void {
    if (this.inFlight > 0 || this.timers.size > 0) return;
    const waiting = this.waiters;
    this.waiters = [];
    for (const w of waiting) w();
  }
}
