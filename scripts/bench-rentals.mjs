// Rentals figures for `npm run bench` (issue 10, section 9), also runnable alone after a build:
// `node scripts/bench-rentals.mjs`. In one process, over the built server (server/dist) on a fresh
// in-memory embedded store with the built Stripe emulator (server/dev/dist):
//   a. the monthly rent run for BENCH_RENTALS (10,000) autopay rentals due today: one daily
//      occurrence of the `rent-run` job at 07:00 UTC, every charge a real PaymentIntent on the
//      emulator (1 % application fee, transfer to the lister's connected account) plus its ledger
//      row and rental update: total time and charges per second, with the CPU time the process
//      spent (wall time on a shared machine depends on the other processes; CPU time much less);
//      BENCH_RENTALS=1000 and 3000 next to the default show whether the run stays linear;
//   b. the initial sync of the `rentals` collection for a lister with BENCH_CREW (500) tenants:
//      a fresh client pulls every rental over loopback HTTP at limit 100 (RxDB's batch size).
// Set-up (users, Stripe customers and cards, rental documents) is not measured.
import { createServer } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { line } from './bench-kit.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const RENTALS = Number(process.env.BENCH_RENTALS ?? 10_000);
const CREW = Number(process.env.BENCH_CREW ?? 500);
const TENANTS = 100;
const load = (path) => import(pathToFileURL(join(root, path)).href);

export async function rentalsBench() {
  console.log('\n9. Rentals: monthly rent run and initial sync of a crew');
  const { buildApp } = await load('server/dist/app.js');
  const { loadConfig } = await load('server/dist/platform/config.js');
  const { openEmbeddedStore } = await load('server/dist/platform/store/embedded.js');
  const { ManualClock } = await load('server/dist/platform/clock.js');
  const { DomainEvents } = await load('server/dist/platform/events/domain-events.js');
  const { createMailer } = await load('server/dist/platform/mail/mailer.js');
  const { newUserDoc } = await load('server/dist/modules/accounts/user-factory.js');
  const { hashPassword } = await load('server/dist/platform/passwords/password-hasher.js');
  const { recordPastRental } = await load('server/dist/modules/rentals/rental-record.js');
  const { startStripeEmulator } = await load('server/dev/dist/stripe-emulator/index.js');

  const stripe = await startStripeEmulator();
  const config = loadConfig({ NODE_ENV: 'test' }, { dataDir: null, jwtSecret: 'bench-secret-bench-secret-bench-secret', clientDist: null, stripe: { secretKey: stripe.secretKey, publishableKey: stripe.publishableKey, webhookSecret: 'whsec_bench', emulatorUrl: stripe.url, emulatorEnabled: true } });
  const store = await openEmbeddedStore(null);
  const now = new Date();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const clock = new ManualClock(today + 6 * 3_600_000);
  const events = new DomainEvents();
  const mailer = createMailer({ smtpUrl: null, from: config.mailFrom, store });
  const { koa, context, payments } = await buildApp({ config, store, events, mailer, clock });
  const server = createServer(koa.callback());
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${server.address().port}`;
  try {
    const sdk = payments.deps.stripe;
    const accounts = store.collection('payment_accounts');
    const users = store.collection('users');
    const hash = await hashPassword('bench-password-42');
    const user = async (email, plan) => {
      const doc = newUserDoc({ first_name: 'Bench', last_name: email.split('@')[0], display_name: 'Bench', email, password_hash: hash, now: clock.now(), user_plan: plan, email_verified: true, status: 'ACTIVE' });
      await users.insertOne(doc);
      return doc;
    };
    // Two listers with completed payout onboarding.
    const listers = [];
    for (const email of ['bench-lister@example.com', 'bench-crew-lister@example.com']) {
      const lister = await user(email, 'pro');
      const acct = await sdk.accounts.create({ type: 'express', email, country: 'US', capabilities: { card_payments: { requested: true }, transfers: { requested: true } } });
      const link = await sdk.accountLinks.create({ account: acct.id, type: 'account_onboarding', refresh_url: `${base}/x`, return_url: `${base}/x` });
      await stripe.completeOnboarding(link.url);
      await accounts.updateOne({ _id: lister._id }, { $set: { customer_id: null, customer_generation: 0, card: null, subscription_id: null, subscription_plan: null, subscription_status: null, connect_account_id: acct.id, connect: { charges_enabled: true, payouts_enabled: true, details_submitted: true, external_accounts: [] }, updated_at: new Date().toISOString() } }, { upsert: true });
      listers.push(lister);
    }
    // Tenants with a Stripe customer and a saved card (each rents many beds in this synthetic load).
    const tenants = [];
    for (let i = 0; i < TENANTS; i += 1) {
      const tenant = await user(`bench-tenant-${i}@example.com`, null);
      const customer = await sdk.customers.create({ email: tenant.email });
      const pm = await sdk.paymentMethods.attach('pm_card_visa', { customer: customer.id });
      await accounts.updateOne({ _id: tenant._id }, { $set: { customer_id: customer.id, customer_generation: 0, card: { id: pm.id, brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2040, status: 'Active', expiring_soon: false }, subscription_id: null, subscription_plan: null, subscription_status: null, connect_account_id: null, connect: null, updated_at: new Date().toISOString() } }, { upsert: true });
      tenants.push(tenant);
    }
    const todayIso = new Date(today).toISOString().slice(0, 10);
    const seed = async (lister, count, prefix, due) => {
      for (let i = 0; i < count; i += 1) {
        const tenant = tenants[i % tenants.length];
        const doc = await recordPastRental(context, {
          id: `${prefix}-${i}`,
          tenant,
          lister,
          listing: { _id: `${prefix}-listing-${Math.floor(i / 20)}`, title: 'Bench crew house', room_id: `room-${Math.floor(i / 4)}`, room_name: 'Room', bed_id: `bed-${i}`, bed_name: `Bed ${i}` },
          status: 'accepted',
          rentCents: 60_000 + (i % 50) * 100,
          startDate: '2025-01-01',
          checkoutDate: null,
          at: new Date(today - 86_400_000).toISOString(),
        });
        if (due) await store.collection('rentals').updateOne({ _id: doc._id }, { $set: { auto_pay: 1, payment_date: new Date(today).getUTCDate() > 28 ? 28 : new Date(today).getUTCDate(), next_charge_date: todayIso, next_charge_prorated: false } });
      }
    };
    await seed(listers[0], RENTALS, 'bench-rent', true);
    await seed(listers[1], CREW, 'bench-crew', false);

    // a. The 07:00 run.
    clock.advance(3_600_000);
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    await context.jobs.tick();
    const seconds = (performance.now() - t0) / 1000;
    const cpu = process.cpuUsage(cpu0);
    const charged = await store.collection('rental_ledger').countDocuments({ kind: 'rent', status: 'paid' });
    const [failure] = await store.collection('rental_ledger').find({ status: 'failed' }, { limit: 1 });
    if (failure) line('first refused charge', failure.failure_message);
    // Exactly one rent charge per rental (the idempotency key is per rental and month).
    const rentalsCharged = new Set((await store.collection('rental_ledger').find({ kind: 'rent', status: 'paid' }, { projection: { rental_id: 1 } })).map((r) => r.rental_id)).size;
    if (charged !== RENTALS || rentalsCharged !== RENTALS) line('NOT ONE CHARGE PER RENTAL', `${charged} charges for ${rentalsCharged} of ${RENTALS} rentals`);
    line(`rent run for ${RENTALS} autopay rentals (emulator)`, `${seconds.toFixed(1)} s (CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s), ${charged} charges, ${(charged / seconds).toFixed(0)} charges/s`);

    // b. Initial sync of the crew lister's rentals.
    const login = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'bench-crew-lister@example.com', password: 'bench-password-42' }) }).then((r) => r.json());
    const t1 = performance.now();
    let pulled = 0;
    let checkpoint = null;
    for (;;) {
      const q = new URLSearchParams({ limit: '100', ...(checkpoint ? { seq: String(checkpoint.seq), id: checkpoint.id } : {}) });
      const page = await fetch(`${base}/api/sync/rentals/pull?${q}`, { headers: { Authorization: `Bearer ${login.token}`, 'X-Sync-Protocol': '1' } }).then((r) => r.json());
      if (!page.documents?.length) break;
      pulled += page.documents.length;
      checkpoint = page.checkpoint;
    }
    line(`initial sync of rentals, lister with ${CREW} tenants`, `${(performance.now() - t1).toFixed(0)} ms for ${pulled} rentals (limit 100 per pull)`);
  } finally {
    await new Promise((r) => server.close(r));
    await stripe.close();
    await store.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await rentalsBench();
  process.exit(0);
}
