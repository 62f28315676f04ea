import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname } from 'node:path';
import { ApiServer } from './api-server.js';
import { ControlServer } from './control.js';
import { Emulator } from './emulator.js';
import { newId } from './ids.js';
import { API_ROUTES } from './routes.js';
import { watchInvoiceIntents } from './resources/invoices.js';
export const DEFAULT_SECRET_KEY = 'sk_test_crashpad_emulator';
export const DEFAULT_PUBLISHABLE_KEY = 'pk_test_crashpad_emulator';
/** Adds CORS for Stripe.js calls from the app's origin (the stand-in runs in the browser). */
function cors(req, res) {
    res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
    res.setHeader('Vary', 'Origin');
    res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, Idempotency-Key, Stripe-Version, Stripe-Account');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, DELETE, OPTIONS');
    res.setHeader('Access-Control-Expose-Headers', 'Request-Id, Stripe-Version, Idempotency-Key, Idempotent-Replayed');
    res.setHeader('Access-Control-Max-Age', '600');
    if (req.method === 'OPTIONS') {
        res.writeHead(204).end();
        return true;
    }
    return false;
}
/** Starts the emulator on a loopback port. */
export async function startStripeEmulator(options = {}) {
    const keys = { secretKey: options.secretKey ?? DEFAULT_SECRET_KEY, publishableKey: options.publishableKey ?? DEFAULT_PUBLISHABLE_KEY };
    const em = new Emulator(keys);
    watchInvoiceIntents(em);
    const stateFile = options.stateFile ?? null;
    if (stateFile && existsSync(stateFile)) {
        try {
            em.state.restore(JSON.parse(readFileSync(stateFile, 'utf8')));
        }
        catch (err) {
            console.warn(`[stripe-emulator] ignoring unreadable state file ${stateFile}: ${err.message}`);
        }
    }
    const api = new ApiServer(em, API_ROUTES);
    let saveTimer = null;
    const save = () => {
        if (!stateFile)
            return;
        saveTimer = null;
        mkdirSync(dirname(stateFile), { recursive: true });
        const tmp = `${stateFile}.tmp`;
        writeFileSync(tmp, JSON.stringify(em.state.snapshot()));
        renameSync(tmp, stateFile);
    };
    api.onChange = () => {
        if (stateFile && !saveTimer)
            saveTimer = setTimeout(save, 250);
    };
    const reset = () => {
        em.reset();
        api.loseResponses = [];
        api.onChange();
    };
    const control = new ControlServer(em, api, { reset });
    const server = createServer((req, res) => {
        const url = new URL(req.url ?? '/', 'http://emulator.local');
        if (cors(req, res))
            return;
        const work = url.pathname.startsWith('/v1/') ? api.handle(req, res, url) : control.handle(req, res, url);
        work.catch((err) => {
            console.error('[stripe-emulator]', err);
            if (!res.headersSent)
                res.writeHead(500, { 'Content-Type': 'application/json' });
            res.end(JSON.stringify({ error: { type: 'api_error', message: 'Internal emulator error.' } }));
        });
    });
    server.keepAliveTimeout = 5_000;
    const host = options.host ?? '127.0.0.1';
    await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(options.port ?? 0, host, () => resolve());
    });
    const port = server.address().port;
    const url = `http://${host}:${port}`;
    em.baseUrl = url;
    const addWebhookEndpoint = (target, opts = {}) => {
        const endpoint = { id: newId('we'), url: target, secret: opts.secret ?? `whsec_${newId('x').slice(2)}`, enabledEvents: opts.enabledEvents ?? ['*'] };
        em.webhooks.endpoints.push(endpoint);
        return { id: endpoint.id, secret: endpoint.secret };
    };
    for (const w of options.webhooks ?? [])
        addWebhookEndpoint(w.url, { ...(w.secret ? { secret: w.secret } : {}), ...(w.enabledEvents ? { enabledEvents: w.enabledEvents } : {}) });
    return {
        url,
        ...keys,
        clientOptions: { host, port, protocol: 'http' },
        addWebhookEndpoint,
        setWebhookSwitches(switches) {
            em.webhooks.switches = { ...em.webhooks.switches, ...switches };
        },
        flushWebhooks: (order) => em.webhooks.flush(order),
        webhooksIdle: () => em.webhooks.idle(),
        loseResponses({ count, ...rule }) {
            api.loseResponses.push({ ...rule, remaining: count ?? 1 });
        },
        async authenticate(intentId, verdict) {
            const intent = em.state.get('setup_intents', intentId) ?? em.state.get('payment_intents', intentId);
            const res = await fetch(`${url}/_emulator/authenticate/${intentId}/${verdict}`, {
                method: 'POST',
                headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
                body: JSON.stringify({ client_secret: intent?.client_secret ?? '' }),
            });
            if (!res.ok)
                throw new Error(`authentication of ${intentId} failed: ${res.status} ${await res.text()}`);
        },
        async completeOnboarding(linkUrl) {
            const res = await fetch(`${linkUrl}/complete`, { method: 'POST', redirect: 'manual' });
            if (res.status !== 303)
                throw new Error(`onboarding link ${linkUrl} answered ${res.status}`);
            return res.headers.get('location') ?? '';
        },
        reset,
        emulator: em,
        async close() {
            em.webhooks.close();
            if (saveTimer) {
                clearTimeout(saveTimer);
                save();
            }
            server.closeAllConnections();
            await new Promise((resolve) => server.close(() => resolve()));
        },
    };
}
