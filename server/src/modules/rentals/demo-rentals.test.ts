import type { PaymentRequest, Rental, RentalsListOutput } from '@crashpad/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn } from '../../test-support/accounts-factory.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { DEMO_PASSWORD, seedDemoData } from '../demo/seed.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await seedDemoData(server.context);
  await server.payments!.seedDemo();
  await server.rentals.seedDemo();
}, 180_000);
afterAll(() => server.close());

describe('demo rentals', () => {
  it('gives the demo lister a crew made through the real commands, once', async () => {
    await server.rentals.seedDemo();
    const lister = await logIn(server, 'lister@example.com', DEMO_PASSWORD);
    const crew = await server.api<RentalsListOutput>('GET', '/rentals', { token: lister.token });
    expect(crew.body.data.filter((r) => r.status === 'accepted').map((r) => r.tenant_email).sort()).toEqual(['crew.aisha@example.com', 'crew.marco@example.com', 'tenant@example.com']);
    expect(crew.body.data.filter((r) => r.status === 'pending').map((r) => r.tenant_email)).toEqual(['newhire@example.com']);
    const report = await server.api<{ thismonth: { total_amount_cents: number } }>('GET', '/lister/tenants/monthly-report', { token: lister.token });
    expect(report.body.thismonth.total_amount_cents).toBeGreaterThan(0);

    const tenant = await logIn(server, 'tenant@example.com', DEMO_PASSWORD);
    const requests = await server.api<{ data: PaymentRequest[] }>('GET', '/payment-request', { token: tenant.token });
    expect(requests.body.data).toEqual([expect.objectContaining({ id: 'demo-request-parking', status: 'pending', amount_cents: 4_000 })]);
    const mine = await server.api<{ data: Rental[] }>('GET', '/rental', { token: tenant.token });
    const current = mine.body.data.find((r) => r.status === 'accepted')!;
    expect(current.pad_pass).toMatchObject({ door_code: expect.stringContaining('4821') });
    expect(current.booking_reference).toMatch(/^\d{6}$/);
  });
});
