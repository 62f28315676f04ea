import { defineConfig } from 'vitest/config';

// One vitest run covers every workspace's unit and API tests (e2e lives in Playwright).
export default defineConfig({
  resolve: { conditions: ['source'] },
  // Workspace packages resolve to their TypeScript sources in tests (no build step needed).
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    projects: [
      { extends: true, test: { name: 'sync', include: ['sync/src/**/*.test.ts'], environment: 'node' } },
      { extends: true, test: { name: 'server', include: ['server/src/**/*.test.ts', 'server/dev/stripe-emulator/**/*.test.ts'], environment: 'node', testTimeout: 20000, hookTimeout: 30000 } },
      { extends: true, test: { name: 'service-worker', include: ['service-worker/src/**/*.test.ts'], environment: 'node' } },
      './client/vitest.config.ts',
    ],
  },
});
