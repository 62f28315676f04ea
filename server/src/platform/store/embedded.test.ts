import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { openEmbeddedStore } from './embedded.js';
import { runStoreConformance } from './store-conformance.js';
import { DuplicateKeyError, type Store } from './types.js';

const dirs: string[] = [];
function tempDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'crashpad-store-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const conformanceDir = mkdtempSync(join(tmpdir(), 'crashpad-store-conf-'));
afterAll(() => rmSync(conformanceDir, { recursive: true, force: true }));

runStoreConformance('embedded, in memory', () => openEmbeddedStore(null));
runStoreConformance('embedded, DATA_DIR on disk', () => openEmbeddedStore(conformanceDir));

describe('embedded store on disk', () => {
  it('keeps data across a restart: inserts, updates and deletes read back the same', async () => {
    const dir = tempDataDir();
    const first = await openEmbeddedStore(dir);
    const users = first.collection('users');
    await users.createIndex({ email: 1 }, { unique: true });
    await users.insertOne({ _id: 'u1', email: 'a@example.com', at: new Date('2025-01-02T03:04:05Z'), n: 1, tags: ['x'] });
    await users.insertOne({ _id: 'u2', email: 'b@example.com', n: 1 });
    await users.insertOne({ _id: 'u3', email: 'c@example.com', n: 1 });
    await users.updateOne({ _id: 'u1' }, { $inc: { n: 4 }, $push: { tags: 'y' } });
    await users.deleteOne({ _id: 'u2' });
    await first.collection('counters').findOneAndUpdate({ _id: 'seq' }, { $inc: { value: 1 } }, { upsert: true });
    await first.close();

    const second = await openEmbeddedStore(dir);
    const again = second.collection('users');
    expect(await again.find({}, { sort: { _id: 1 } })).toEqual([
      { _id: 'u1', email: 'a@example.com', at: new Date('2025-01-02T03:04:05Z'), n: 5, tags: ['x', 'y'] },
      { _id: 'u3', email: 'c@example.com', n: 1 },
    ]);
    expect(await second.collection('counters').findOne({ _id: 'seq' })).toEqual({ _id: 'seq', value: 1 });
    // Indexes are declared by the app at start-up; re-declaring them over the reloaded data works.
    await again.createIndex({ email: 1 }, { unique: true });
    await expect(again.insertOne({ _id: 'u4', email: 'a@example.com' })).rejects.toBeInstanceOf(DuplicateKeyError);
    await second.close();
  });

  it('has every acknowledged write on disk even when the process stops without closing', async () => {
    const dir = tempDataDir();
    const crashed = await openEmbeddedStore(dir);
    await crashed.collection('users').insertOne({ _id: 'u1', n: 1 });
    await crashed.collection('users').updateOne({ _id: 'u1' }, { $set: { n: 2 } });
    // no close(): a second process reading the directory sees what was acknowledged
    const reader = await openEmbeddedStore(dir);
    expect(await reader.collection('users').findOne({ _id: 'u1' })).toEqual({ _id: 'u1', n: 2 });
    await reader.close();
    await crashed.close();
  });

  it('a failed write changes nothing, in memory or on disk', async () => {
    const dir = tempDataDir();
    const first = await openEmbeddedStore(dir);
    const users = first.collection('users');
    await users.createIndex({ email: 1 }, { unique: true });
    await users.insertOne({ _id: 'u1', email: 'a@example.com', n: 1 });
    await users.insertOne({ _id: 'u2', email: 'b@example.com', n: 1, name: 'Bo' });
    const snapshot = await users.find({}, { sort: { _id: 1 } });

    await expect(users.updateOne({ _id: 'u2' }, { $set: { email: 'a@example.com', n: 9 } })).rejects.toBeInstanceOf(DuplicateKeyError);
    await expect(users.updateMany({ n: 1 }, { $set: { email: 'same@example.com' } })).rejects.toBeInstanceOf(DuplicateKeyError);
    await expect(users.insertOne({ _id: 'u3', email: 'b@example.com' })).rejects.toBeInstanceOf(DuplicateKeyError);
    await expect(users.updateOne({ _id: 'u2' }, { $inc: { name: 1 } })).rejects.toThrow();
    await expect(users.updateOne({ _id: 'u2' }, { $set: { 'bad.$key': 1 } })).rejects.toThrow();
    expect(await users.find({}, { sort: { _id: 1 } })).toEqual(snapshot);
    await first.close();

    const reopened = await openEmbeddedStore(dir);
    expect(await reopened.collection('users').find({}, { sort: { _id: 1 } })).toEqual(snapshot);
    await reopened.close();
  });

  it('updateMany is all or nothing in the embedded engine', async () => {
    const store: Store = await openEmbeddedStore(null);
    const users = store.collection('users');
    await users.createIndex({ email: 1 }, { unique: true });
    await users.insertOne({ _id: 'u1', email: 'a@example.com' });
    await users.insertOne({ _id: 'u2', email: 'b@example.com' });
    await expect(users.updateMany({}, { $set: { email: 'same@example.com' } })).rejects.toBeInstanceOf(DuplicateKeyError);
    expect(await users.countDocuments({ email: 'same@example.com' })).toBe(0);
    await store.close();
  });

  it('explains how to recover from a damaged data file instead of starting on partial data', async () => {
    const dir = tempDataDir();
    const first = await openEmbeddedStore(dir);
    await first.collection('users').insertOne({ _id: 'u1', n: 1 });
    await first.close();
    const file = join(dir, 'db', 'users.db');
    appendFileSync(file, '{"_id":"u2","n":');
    const second = await openEmbeddedStore(dir);
    await expect(second.collection('users').findOne({ _id: 'u1' })).rejects.toThrow(/users.*damaged.*remove its last incomplete line/s);

    // The documented fix: drop the torn last line and start again.
    const lines = readFileSync(file, 'utf8').split('\n');
    writeFileSync(file, lines.slice(0, -1).join('\n') + '\n');
    const third = await openEmbeddedStore(dir);
    expect(await third.collection('users').findOne({ _id: 'u1' })).toEqual({ _id: 'u1', n: 1 });
    await third.close();
  });

  it('refuses collection names that could escape the data directory', async () => {
    const store = await openEmbeddedStore(null);
    expect(() => store.collection('../etc')).toThrow();
    expect(() => store.collection('Users')).toThrow();
    await store.close();
  });
});
