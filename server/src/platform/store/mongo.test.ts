import { describe, expect, it } from 'vitest';
import { openStore } from './open-store.js';
import { openMongoStore } from './mongo.js';
import { runStoreConformance } from './store-conformance.js';

const uri = process.env.MONGODB_URI;

/** The conformance suite's own database, so a run never touches the app's data. */
function conformanceUri(base: string): string {
  const url = new URL(base);
  url.pathname = '/crashpad_store_conformance';
  return url.toString();
}

describe('choosing the store adapter', () => {
  it('opens the embedded engine when MONGODB_URI is not set', async () => {
    const store = await openStore({ mongodbUri: null, dataDir: null });
    expect(store.kind).toBe('embedded');
    await store.close();
  });
  it('goes to MongoDB when MONGODB_URI is set (and fails loudly when it cannot reach it)', async () => {
    // Port 9 (discard) refuses connections on loopback, so only the MongoDB driver can produce this error.
    const unreachable = 'mongodb://127.0.0.1:9/crashpad?serverSelectionTimeoutMS=300&connectTimeoutMS=300';
    await expect(openStore({ mongodbUri: unreachable, dataDir: null })).rejects.toMatchObject({ name: 'MongoServerSelectionError' });
  });
});

// Environment-gated, not skipped: with MONGODB_URI set (docker-compose, CI with a MongoDB service)
// the same suite the embedded engine passes runs against a real MongoDB.
describe.runIf(!!uri)('MongoDB adapter', () => {
  runStoreConformance('MongoDB', () => openMongoStore(conformanceUri(uri!)));
});
