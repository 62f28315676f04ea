// Payments figures for `npm run bench` (section 8), against the built server in development mode
// with the local Stripe emulator (production never loads it):
//   - checkout API latency: POST /api/user/subscription of fresh seekers with a saved test card,
//     sequential, p50/p99 (each is a real charge on the emulator, its re-read and the ledger write);
//   - webhook events processed per second: signed `payment_intent.succeeded` events with distinct
//     ids posted to /api/stripe/webhook by 10 concurrent senders; each is verified, claimed once,
//     its PaymentIntent re-read from the emulator and the state stored before the 200.
// Environment: BENCH_CHECKOUTS (100), BENCH_WEBHOOKS (1000).
import { spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, line, percentile, stop, waitFor } from './bench-kit.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CHECKOUTS = Number(process.env.BENCH_CHECKOUTS ?? 100);
const WEBHOOKS = Number(process.env.BENCH_WEBHOOKS ?? 1000);
const WEBHOOK_SECRET = 'whsec_bench_payments_secret';

function signupBody(i) {
  const email = `bench-pay-${Date.now().toString(36)}-${i}@example.com`;
  return {
    account_type: 'seeker', user_plan: 'seeker', first_name: 'Bench', last_name: 'Payer', display_name: 'Bench P', gender: 'female',
    birthdate_month: 6, birthdate_day: 15, birthdate_year: 1988, hear_about_us: 'facebook', email, confirm_email: email,
    phone_number: '(303) 555-0100', password: 'flying-high-42', confirm_password: 'flying-high-42',
  };
}

export async function paymentsBench() {
  console.log('\n8. Payments against the local Stripe emulator');
  const dataDir = mkdtempSync(join(tmpdir(), 'crashpad-bench-pay-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const app = spawn(process.execPath, ['server/dist/main.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_DATA: 'off', NODE_ENV: 'development', STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, TRUST_PROXY: '1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  app.stderr.on('data', (d) => (stderr = (stderr + d).slice(-2000)));
  const call = async (method, path, token, body, i = 0) => {
    const res = await fetch(`${base}/api${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.9.${(i >> 8) & 255}.${i & 255}`, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: await res.json().catch(() => ({})) };
  };
  try {
    await waitFor(`${base}/api/health`, app);
    const config = (await call('GET', '/config')).body;
    if (!config.stripe?.api_base) {
      line('payments', 'the server runs without the Stripe emulator: skipped');
      return;
    }
    // Payers with a saved card (not measured).
    const tokens = [];
    for (let i = 0; i < CHECKOUTS; i += 1) {
      const s = await call('POST', '/accounts', undefined, signupBody(i), i);
      if (s.status !== 201) throw new Error(`sign-up failed: ${s.status} ${JSON.stringify(s.body)}`);
      const c = await call('POST', '/stripe/save-payment-method', s.body.token, { payment_method: 'pm_card_visa' }, i);
      if (c.status !== 200) throw new Error(`save card failed: ${c.status} ${JSON.stringify(c.body)}`);
      tokens.push(s.body.token);
    }
    const times = [];
    let failed = 0;
    for (let i = 0; i < tokens.length; i += 1) {
      const t = performance.now();
      const r = await call('POST', '/user/subscription', tokens[i], { user_plan: 'seeker' }, i);
      if (r.status === 200) times.push(performance.now() - t);
      else failed += 1;
    }
    times.sort((a, b) => a - b);
    line('POST /api/user/subscription (seeker, emulator)', `p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms (n=${times.length}/${tokens.length}${failed ? `, ${failed} failed` : ''})`);

    // Real PaymentIntents to point the events at (their state is re-read per event).
    const intents = await fetch(`${config.stripe.api_base}/v1/payment_intents?limit=100`, { headers: { Authorization: 'Bearer sk_test_crashpad_emulator' } }).then((r) => r.json());
    const objects = (intents.data ?? []).filter((pi) => pi.status === 'succeeded');
    if (objects.length === 0) throw new Error('no PaymentIntents on the emulator');
    const send = async (i) => {
      const event = { id: `evt_bench_${Date.now().toString(36)}_${i}`, object: 'event', type: 'payment_intent.succeeded', api_version: '2026-10-28.endive', created: Math.floor(Date.now() / 1000), data: { object: objects[i % objects.length] }, livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null } };
      const payload = JSON.stringify(event);
      const ts = Math.floor(Date.now() / 1000);
      const sig = createHmac('sha256', WEBHOOK_SECRET).update(`${ts}.${payload}`).digest('hex');
      const res = await fetch(`${base}/api/stripe/webhook`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Stripe-Signature': `t=${ts},v1=${sig}` }, body: payload });
      await res.arrayBuffer();
      return res.status;
    };
    let next = 0;
    let ok = 0;
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        while (next < WEBHOOKS) {
          const i = next++;
          if ((await send(i)) === 200) ok += 1;
        }
      }),
    );
    const seconds = (performance.now() - t0) / 1000;
    line('webhook events processed (10 senders)', `${Math.round(ok / seconds)} events/s (${ok}/${WEBHOOKS} answered 200 in ${seconds.toFixed(1)} s)`);
  } catch (err) {
    console.error(`  payments figures failed: ${err.message}\n${stderr}`);
    process.exitCode = 1;
  } finally {
    await stop(app);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
