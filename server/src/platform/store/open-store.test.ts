import { describe, expect, it } from 'vitest';
import { openStore } from './open-store.js';

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
