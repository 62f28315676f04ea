import { invalidRequest } from './errors.js';
import { newId } from './ids.js';
import { EmulatorState } from './state.js';
import { WebhookDispatcher } from './webhooks.js';
/** The API version the SDK 23.1 sends (`Stripe.API_VERSION`); events carry the caller's version. */
export const DEFAULT_API_VERSION = '2026-10-28.endive';
/**
 * The emulator's core: state, event log and webhook dispatcher. Resource handlers take it as
 * their only dependency.
 */
export class Emulator {
    keys;
    state = new EmulatorState();
    webhooks;
    /** The base URL of the emulator itself (pages for 3-D Secure and onboarding live there). */
    baseUrl = '';
    request = null;
    /**
     * Called whenever a PaymentIntent settles (succeeds, fails, or needs action), wherever that
     * happened (API confirm, 3-D Secure page): invoices follow their PaymentIntent through it.
     */
    paymentIntentListeners = [];
    constructor(keys) {
        this.keys = keys;
        this.webhooks = new WebhookDispatcher((eventId) => {
            const event = this.state.get('events', eventId);
            if (event && event.pending_webhooks > 0)
                event.pending_webhooks--;
        });
    }
    /**
     * Records an event about `object` (a snapshot, as Stripe freezes it) and queues its webhooks.
     * `previous` holds the changed fields' old values for `*.updated` events.
     */
    emit(type, object, previous, options = {}) {
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
        };
        this.state.put('events', event);
        event.pending_webhooks = this.webhooks.enqueue(event);
        return event;
    }
    paymentIntentSettled(pi) {
        for (const listener of this.paymentIntentListeners)
            listener(pi);
    }
    /** Replaces ids with the objects they name along each `expand[]` path (`latest_charge`, `a.b`). */
    expand(object, paths) {
        if (paths.length === 0)
            return object;
        const copy = structuredClone(object);
        for (const path of paths)
            this.expandPath(copy, path.split('.'), path);
        return copy;
    }
    expandPath(node, parts, full) {
        const [head, ...rest] = parts;
        if (!head)
            return;
        if (head === 'data' && Array.isArray(node.data)) {
            for (const item of node.data)
                if (item && typeof item === 'object')
                    this.expandPath(item, rest, full);
            return;
        }
        if (!(head in node))
            throw invalidRequest(`This property cannot be expanded (${head}).`, 'expand');
        let value = node[head];
        if (typeof value === 'string') {
            const found = this.state.find(value);
            if (!found)
                throw invalidRequest(`This property cannot be expanded (${full}).`, 'expand');
            value = structuredClone(found);
            node[head] = value;
        }
        if (rest.length > 0 && value && typeof value === 'object')
            this.expandPath(value, rest, full);
    }
    /** A Stripe list page (`limit`, `starting_after`, `ending_before`) over newest-first items. */
    page(items, params, url) {
        const limitRaw = typeof params.limit === 'string' ? Number(params.limit) : 10;
        if (!Number.isInteger(limitRaw) || limitRaw < 1 || limitRaw > 100) {
            throw invalidRequest('Invalid limit: must be an integer between 1 and 100.', 'limit');
        }
        let start = 0;
        let end = items.length;
        if (typeof params.starting_after === 'string') {
            const i = items.findIndex((x) => x.id === params.starting_after);
            if (i < 0)
                throw invalidRequest(`No such object: '${params.starting_after}'`, 'starting_after');
            start = i + 1;
        }
        if (typeof params.ending_before === 'string') {
            const i = items.findIndex((x) => x.id === params.ending_before);
            if (i < 0)
                throw invalidRequest(`No such object: '${params.ending_before}'`, 'ending_before');
            end = i;
            start = Math.max(start, end - limitRaw);
        }
        const data = items.slice(start, Math.min(end, start + limitRaw));
        return { object: 'list', data, has_more: start + data.length < end, url };
    }
    reset() {
        this.state.reset();
        this.webhooks.reset();
    }
}
