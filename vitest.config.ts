import { defineConfig } from 'vitest/config';

// One vitest run covers every workspace's unit and API tests (e2e lives in Playwright).
export default defineConfig({
  resolve: { conditions: ['source'] },
  // Workspace packages resolve to their TypeScript sources in tests (no build step needed).
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    projects: [
      { extends: true, test: { name: 'sync', include: ['sync/src/**/*.test.ts'], environment: 'node' } },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/src/**/*.test.ts', 'server/dev/stripe-emulator/**/*.test.ts'],
          // Both need MongoDB: the adapter's conformance run and two app instances on one store.
          exclude: ['server/src/platform/store/mongo.test.ts', 'server/src/scale-out.test.ts'],
          // The embedded store, whatever the environment says: the project below puts MONGODB_URI
          // into this process's environment in its global setup, and every worker of a run
          // inherits it, so without this these tests ran on MongoDB too and the default store
          // (the one a fresh `npm start` uses) was never under the API tests.
          env: { MONGODB_URI: '', MONGODB_BRIDGE: '' },
          environment: 'node',
          testTimeout: 60000,
          hookTimeout: 30000,
        },
      },
      // The same server tests (API tests and the store conformance suite) on the MongoDB adapter,
      // through the official driver over a real socket: a MongoDB at MONGODB_URI, or else the
      // mockupdb + mongomock bridge started by the global setup (README: "MongoDB adapter in CI").
      {
        extends: true,
        test: {
          name: 'server-on-mongodb',
          include: ['server/src/**/*.test.ts'],
          // Embedded-engine-only files: its own suite, adapter choice, restarting over DATA_DIR.
          exclude: ['server/src/platform/store/embedded.test.ts', 'server/src/platform/store/open-store.test.ts', 'server/src/app-restart.test.ts'],
          globalSetup: ['scripts/mongo-bridge/vitest-global-setup.mjs'],
          environment: 'node',
          testTimeout: 60000,
          hookTimeout: 30000,
        },
      },
      { extends: true, test: { name: 'service-worker', include: ['service-worker/src/**/*.test.ts'], environment: 'node' } },
      './client/vitest.config.ts',
    ],
  },
});
