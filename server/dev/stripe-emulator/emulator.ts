import type Stripe from 'stripe';
import { invalidRequest } from './errors.js';
import type { FormObject } from './form.js';
import { newId } from './ids.js';
import { EmulatorState } from './state.js';
import { WebhookDispatcher } from './webhooks.js';

/** The API version the SDK 23.1 sends (`Stripe.API_VERSION`); events carry the caller's version. */
export const DEFAULT_API_VERSION = '2026-10-28.endive';

export interface EmulatorKeys {
  secretKey: string;
  publishableKey: string;
}

/** The request being handled, for the events it causes (`event.request`). */
export interface RequestInfo {
  id: string;
  idempotencyKey: string | null;
  apiVersion: string;
  /** `Stripe-Account` header: the connected account the call acts for. */
  account: string | null;
}

function timestampParam(v: unknown, name: string): number {
  if (typeof v !== 'string' || !/^\d{1,12}$/.test(v)) throw invalidRequest(`Invalid timestamp: ${name}`, name);
  return Number(v);
}

/** `created=<ts>` or `created[gt|gte|lt|lte]=<ts>`, as Stripe's list endpoints take it. */
function filterCreated<T>(items: T[], params: FormObject): T[] {
  const raw = params.created;
  if (raw === undefined) return items;
  const created = (x: T) => (x as { created?: number }).created ?? 0;
  if (typeof raw === 'string') {
    const t = timestampParam(raw, 'created');
    return items.filter((x) => created(x) === t);
  }
  if (Array.isArray(raw)) throw invalidRequest('Invalid created filter', 'created');
  let out = items;
  for (const [op, v] of Object.entries(raw)) {
    const t = timestampParam(v, `created[${op}]`);
    if (op === 'gt') out = out.filter((x) => created(x) > t);
    else if (op === 'gte') out = out.filter((x) => created(x) >= t);
    else if (op === 'lt') out = out.filter((x) => created(x) < t);
    else if (op === 'lte') out = out.filter((x) => created(x) <= t);
    else throw invalidRequest(`Received unknown parameter: created[${op}]`, `created[${op}]`);
  }
  return out;
}

/**
 * The emulator's core: state, event log and webhook dispatcher. Resource handlers take it as
 * their only dependency.
 */
export class Emulator {
  readonly state = new EmulatorState();
  readonly webhooks: WebhookDispatcher;
  /** The base URL of the emulator itself (pages for 3-D Secure and onboarding live there). */
  baseUrl = '';
  request: RequestInfo | null = null;
  /**
   * Called whenever a PaymentIntent settles (succeeds, fails, or needs action), wherever that
   * happened (API confirm, 3-D Secure page): invoices follow their PaymentIntent through it.
   */
  readonly paymentIntentListeners: ((pi: Stripe.PaymentIntent) => void)[] = [];

  constructor(readonly keys: EmulatorKeys) {
    this.webhooks = new WebhookDispatcher((eventId) => {
      const event = this.state.get('events', eventId);
      if (event && event.pending_webhooks > 0) event.pending_webhooks--;
    });
  }

  /**
   * Records an event about `object` (a snapshot, as Stripe freezes it) and queues its webhooks.
   * `previous` holds the changed fields' old values for `*.updated` events.
   */
  emit(type: string, object: object, previous?: Record<string, unknown>, options: { account?: string; customer?: string | null } = {}): Stripe.Event {
    const event = {
      id: newId('evt'),
      object: 'event',
      api_version: this.request?.apiVersion ?? DEFAULT_API_VERSION,
      created: this.state.now(options.customer),
      data: { object: structuredClone(object), ...(previous ? { previous_attributes: structuredClone(previous) } : {}) },
      livemode: false,
      pending_webhooks: 0,
      request: { id: this.request?.id ?? null, idempotency_key: this.request?.idempotencyKey ?? null },
      type,
      ...(options.account ? { account: options.account } : {}),
    } as unknown as Stripe.Event;
    this.state.put('events', event);
    event.pending_webhooks = this.webhooks.enqueue(event);
    return event;
  }

  paymentIntentSettled(pi: Stripe.PaymentIntent): void {
    for (const listener of this.paymentIntentListeners) listener(pi);
  }

  /** Replaces ids with the objects they name along each `expand[]` path (`latest_charge`, `a.b`). */
  expand<T>(object: T, paths: string[]): T {
    if (paths.length === 0) return object;
    const copy = structuredClone(object) as Record<string, unknown>;
    for (const path of paths) this.expandPath(copy, path.split('.'), path);
    return copy as T;
  }

  private expandPath(node: Record<string, unknown>, parts: string[], full: string): void {
    const [head, ...rest] = parts;
    if (!head) return;
    if (head === 'data' && Array.isArray(node.data)) {
      for (const item of node.data) if (item && typeof item === 'object') this.expandPath(item as Record<string, unknown>, rest, full);
      return;
    }
    if (!(head in node)) throw invalidRequest(`This property cannot be expanded (${head}).`, 'expand');
    let value = node[head];
    if (typeof value === 'string') {
      const found = this.state.find(value);
      if (!found) throw invalidRequest(`This property cannot be expanded (${full}).`, 'expand');
      value = structuredClone(found);
      node[head] = value;
    }
    if (rest.length > 0 && value && typeof value === 'object') this.expandPath(value as Record<string, unknown>, rest, full);
  }

  /** A Stripe list page (`limit`, `starting_after`, `ending_before`, `created[gt|gte|lt|lte]`) over newest-first items. */
  page<T extends { id: string }>(all: T[], params: FormObject, url: string): Stripe.ApiList<T> {
    const items = filterCreated(all, params);
    const limitRaw = typeof params.limit === 'string' ? Number(params.limit) : 10;
    if (!Number.isInteger(limitRaw) || limitRaw < 1 || limitRaw > 100) {
      throw invalidRequest('Invalid limit: must be an integer between 1 and 100.', 'limit');
    }
    let start = 0;
    let end = items.length;
    if (typeof params.starting_after === 'string') {
      const i = items.findIndex((x) => x.id === params.starting_after);
      if (i < 0) throw invalidRequest(`No such object: '${params.starting_after}'`, 'starting_after');
      start = i + 1;
    }
    if (typeof params.ending_before === 'string') {
      const i = items.findIndex((x) => x.id === params.ending_before);
      if (i < 0) throw invalidRequest(`No such object: '${params.ending_before}'`, 'ending_before');
      end = i;
      start = Math.max(start, end - limitRaw);
    }
    const data = items.slice(start, Math.min(end, start + limitRaw));
    return { object: 'list', data, has_more: start + data.length < end, url } as Stripe.ApiList<T>;
  }

  reset(): void {
    this.state.reset();
    this.webhooks.reset();
  }
}
