import { appendFileSync, copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { damagedFileAdvice } from './damaged-file-advice.js';
import { openEmbeddedStore } from './embedded.js';

/*
 * nedb's loader splits its data file on every Unicode line boundary (\n, \r, \v, \f, U+0085,
 * U+2028, U+2029), while JSON.stringify writes U+0085/2028/2029 raw inside strings: one such
 * character from a visitor used to make the next start refuse the file as damaged.
 */

const dirs: string[] = [];
function tempDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'crashpad-store-lb-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Every character nedb (or a text tool) might treat as a line end or mangle, plus a few hostile neighbours. */
const AWKWARD: Record<string, string> = {
  lineSeparator: 'a\u2028b',
  paragraphSeparator: 'a\u2029b',
  nextLine: 'a\u0085b',
  verticalTab: 'a\u000Bb',
  formFeed: 'a\u000Cb',
  carriageReturn: 'a\rb',
  newline: 'a\nb',
  crlf: 'a\r\nb',
  nul: 'a\u0000b',
  loneHigh: 'a\uD800b',
  loneLow: 'a\uDFFFb',
  reversedPair: 'a\uDC00\uD800b',
  zeroWidth: 'a\u200B\u200C\u200D\uFEFFb',
  fullWidth: '０１２３ｅｍａｉｌ',
  emoji: 'crew 👩‍✈️ pad',
  allAtOnce: '\u2028\u2029\u0085\u000B\u000C\r\n\u0000\uD800',
  onlySeparators: '\u2028\u2028\u2029',
  // An escape must not pair with a backslash the user typed.
  backslashBefore: 'a\\\u2028b\\u2029',
};

function awkwardDoc(id: string) {
  return {
    _id: id,
    ...AWKWARD,
    nested: { deeper: { text: 'x\u2028y', list: ['p\u2029q', 'r\u0085s'] } },
    list: Object.values(AWKWARD),
    rows: [{ note: 'one\u2028two' }, [['\u2029']]],
    // Keys are strings in the file too.
    'key\u2028with\u2029separators\u0085': 'value',
    'key\u000Bvt\u000Cff\rcr': 1,
  };
}

const fileOf = (dir: string, name: string) => join(dir, 'db', `${name}.db`);

describe('embedded store and Unicode line boundaries', () => {
  it('reads back every awkward character byte for byte after a graceful restart', async () => {
    const dir = tempDataDir();
    const first = await openEmbeddedStore(dir);
    await first.collection('notes').insertOne(awkwardDoc('n1'));
    await first.collection('notes').updateOne({ _id: 'n1' }, { $push: { list: 'pushed\u2028later' } });
    await first.close();

    const second = await openEmbeddedStore(dir);
    const expected = { ...awkwardDoc('n1'), list: [...Object.values(AWKWARD), 'pushed\u2028later'] };
    expect(await second.collection('notes').findOne({ _id: 'n1' })).toEqual(expected);
    // Strings compare equal code unit for code unit (toEqual would too, this says it plainly).
    const back = (await second.collection('notes').findOne({ _id: 'n1' })) as Record<string, unknown>;
    for (const [key, value] of Object.entries(AWKWARD)) expect(back[key] === value, key).toBe(true);
    await second.close();
  });

  it('reads them back after a crash (appended lines, no compaction) and from a second reader', async () => {
    const dir = tempDataDir();
    const crashed = await openEmbeddedStore(dir);
    await crashed.collection('notes').insertOne(awkwardDoc('n1'));
    await crashed.collection('notes').insertOne({ _id: 'n2', text: 'after\u2029the first' });
    await crashed.collection('notes').updateOne({ _id: 'n2' }, { $set: { text: 'changed\u2028again' } });
    // no close(): the file holds the appended lines as written
    const reader = await openEmbeddedStore(dir);
    expect(await reader.collection('notes').findOne({ _id: 'n1' })).toEqual(awkwardDoc('n1'));
    expect(await reader.collection('notes').findOne({ _id: 'n2' })).toEqual({ _id: 'n2', text: 'changed\u2028again' });
    await reader.close();
    await crashed.close();
  });

  it('never writes a character nedb splits lines on, other than the record separator \\n', async () => {
    const dir = tempDataDir();
    const store = await openEmbeddedStore(dir);
    await store.collection('notes').insertOne(awkwardDoc('n1'));
    const appended = readFileSync(fileOf(dir, 'notes'), 'utf8');
    await store.close();
    const compacted = readFileSync(fileOf(dir, 'notes'), 'utf8');
    for (const text of [appended, compacted]) {
      for (const c of ['\r', '\u000B', '\u000C', '\u0085', '\u2028', '\u2029']) expect(text.includes(c), `U+${c.charCodeAt(0).toString(16)}`).toBe(false);
      // One record per line, each a complete JSON document.
      const lines = text.split('\n').filter(Boolean);
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
    }
  });

  it('loads a file written by the old code (raw U+2028/2029/0085 inside strings) without loss, and keeps it loadable', async () => {
    const fixture = join(dirname(fileURLToPath(import.meta.url)), 'fixtures', 'old-format-raw-line-separators.db');
    const raw = readFileSync(fixture, 'utf8');
    // The fixture really is in the old format: raw separators inside JSON strings.
    expect(raw).toMatch(/\u2028/);
    expect(raw).toMatch(/\u2029/);
    expect(raw).toMatch(/\u0085/);
    const dir = tempDataDir();
    mkdirSync(join(dir, 'db'), { recursive: true });
    copyFileSync(fixture, fileOf(dir, 'contact_messages'));

    const expected = raw
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line, (_k, v: unknown) => (v && typeof v === 'object' && '$$date' in v ? new Date(v.$$date as number) : v)) as { _id?: string; $$deleted?: boolean })
      .filter((doc): doc is { _id: string; $$deleted?: boolean } => typeof doc._id === 'string')
      .reduce((byId, doc) => (doc.$$deleted ? byId.delete(doc._id) : byId.set(doc._id, doc), byId), new Map<string, object>());
    expect(expected.size).toBe(3);

    const first = await openEmbeddedStore(dir);
    const loaded = await first.collection('contact_messages').find({}, { sort: { _id: 1 } });
    expect(loaded).toEqual([...expected.values()].sort((a, b) => String((a as { _id: string })._id).localeCompare((b as { _id: string })._id)));
    await first.collection('contact_messages').insertOne({ _id: 'c9', message_content: 'new\u2028one' });
    await first.close();

    const second = await openEmbeddedStore(dir);
    expect(await second.collection('contact_messages').countDocuments({})).toBe(4);
    expect(await second.collection('contact_messages').findOne({ _id: 'c1' })).toEqual(expected.get('c1'));
    expect(await second.collection('contact_messages').findOne({ _id: 'c9' })).toEqual({ _id: 'c9', message_content: 'new\u2028one' });
    await second.close();
    expect(readFileSync(fileOf(dir, 'contact_messages'), 'utf8')).not.toMatch(/[\u0085\u2028\u2029]/);
  });

  it('says a torn last line (a write cut short) may be removed, and loses nothing else', async () => {
    const dir = tempDataDir();
    const first = await openEmbeddedStore(dir);
    await first.collection('users').insertOne({ _id: 'u1', name: 'a\u2028b' });
    await first.close();
    appendFileSync(fileOf(dir, 'users'), '{"_id":"u2","name":"torn');
    const second = await openEmbeddedStore(dir);
    const err = (await second.collection('users').findOne({ _id: 'u1' }).catch((e: unknown) => e)) as Error;
    expect(err.message).toMatch(/users.*damaged/s);
    expect(err.message).toMatch(/last line is incomplete/);
    expect(err.message).toMatch(/remove its last incomplete line/);
    expect(err.message).not.toMatch(/do not remove/i);
  });

  it('says a damaged line inside the file is not a torn write and must not be cut away', async () => {
    const dir = tempDataDir();
    const first = await openEmbeddedStore(dir);
    await first.collection('users').insertOne({ _id: 'u1', n: 1 });
    await first.collection('users').insertOne({ _id: 'u2', n: 2 });
    await first.close();
    const file = fileOf(dir, 'users');
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.splice(1, 0, '{"_id":"u1","n":');
    writeFileSync(file, lines.join('\n'));
    const second = await openEmbeddedStore(dir);
    const err = (await second.collection('users').findOne({ _id: 'u1' }).catch((e: unknown) => e)) as Error;
    expect(err.message).toMatch(/users.*damaged/s);
    expect(err.message).toMatch(/line 2 of 3/i);
    expect(err.message).toMatch(/not a torn last write/);
    expect(err.message).toMatch(/do not remove lines/i);
    expect(err.message).not.toMatch(/remove its last incomplete line/);
    // Nothing was rewritten: the damaged file is left as found for the operator.
    expect(readFileSync(file, 'utf8')).toBe(lines.join('\n'));
  });

  it('an old file with raw separators AND a torn last line: only the tail is blamed, and cutting it loses nothing else', async () => {
    const fixture = join(dirname(fileURLToPath(import.meta.url)), 'fixtures', 'old-format-raw-line-separators.db');
    const dir = tempDataDir();
    mkdirSync(join(dir, 'db'), { recursive: true });
    const file = fileOf(dir, 'contact_messages');
    copyFileSync(fixture, file);
    appendFileSync(file, '{"_id":"c5","message_content":"cut\u2028sho');
    const first = await openEmbeddedStore(dir);
    const err = (await first.collection('contact_messages').findOne({}).catch((e: unknown) => e)) as Error;
    expect(err.message).toMatch(/Its last line is incomplete \(line 8, no line end\)/);
    const lines = readFileSync(file, 'utf8').split('\n');
    writeFileSync(file, lines.slice(0, -1).join('\n') + '\n');
    const second = await openEmbeddedStore(dir);
    expect(await second.collection('contact_messages').countDocuments({})).toBe(3);
    expect(await second.collection('contact_messages').findOne({ _id: 'c1' })).toMatchObject({ name: 'Sam\u2028Pilot' });
    await second.close();
  });

  it('tells an operator that lines broken at U+2028/2029/0085 only look split and must not be cut', async () => {
    const fixture = join(dirname(fileURLToPath(import.meta.url)), 'fixtures', 'old-format-raw-line-separators.db');
    const advice = await damagedFileAdvice('contact_messages', fixture, new Error('EROFS: read-only file system'));
    expect(advice).toMatch(/only looks split/);
    expect(advice).toMatch(/Do not remove lines/);
    expect(advice).not.toMatch(/remove its last incomplete line/);
  });
});
