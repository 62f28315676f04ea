import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from './support/chromium';

// Lets Playwright see (and abort) requests made by the service worker itself, so offline
// journeys are really offline (STACK-NOTES pitfall 14). Set here so every worker process has it.
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1';

const PORT = Number(process.env.E2E_PORT ?? 8181);
const dataDir = mkdtempSync(join(tmpdir(), 'crashpad-e2e-'));

/** Journeys run in Debian's Chromium against the built app on a fresh embedded store with demo data. */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: { executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS },
    serviceWorkers: 'allow',
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node server/dist/main.js',
    cwd: '..',
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    // Every journey logs in from the same loopback address, and the messaging ones write as the same
    // demo accounts: the product's 10 logins a minute per address and 20 messages a minute per user
    // would throttle the suite. The limits themselves are covered by the API tests.
    env: { PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'test', PUBLIC_URL: `http://localhost:${PORT}`, RATE_LIMIT_LOGIN: '1000/60', RATE_LIMIT_SIGNUP: '1000/3600', RATE_LIMIT_MESSAGES: '1000/60' },
  },
});
