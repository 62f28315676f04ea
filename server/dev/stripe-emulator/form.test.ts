import fc from 'fast-check';
import { Stripe } from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseForm } from './form.js';
import type { StripeEmulator } from './index.js';
import { startWithSdk } from './sdk-harness.js';

describe('parseForm (Stripe bracket encoding)', () => {
  it('nests objects and turns indexed keys into arrays in index order', () => {
    expect(parseForm('a[b][c]=1&items[1][price]=p2&items[0][price]=p1&expand[]=x&expand[]=y&plain=v')).toEqual({
      a: { b: { c: '1' } },
      items: [{ price: 'p1' }, { price: 'p2' }],
      expand: ['x', 'y'],
      plain: 'v',
    });
  });

  it('never writes to Object.prototype and keeps malformed keys whole', () => {
    const parsed = parseForm('__proto__[polluted]=1&constructor[prototype][x]=1&metadata[constructor]=c&a[b=1');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    expect(parsed.metadata).toEqual({ constructor: 'c' });
    expect(parsed['a[b']).toBe('1');
  });
});

// Any Unicode (line separators, zero-width and full-width characters, emoji, `&`, `=`, `%`).
const text = (min: number, max: number) => fc.string({ unit: 'grapheme', minLength: min, maxLength: max });

describe('the SDK encoding round-trips through the emulator', () => {
  let emu: StripeEmulator;
  let stripe: Stripe;
  beforeAll(async () => ({ emu, stripe } = await startWithSdk()));
  afterAll(() => emu.close());

  const key = text(1, 20).filter((k) => !/[[\]]/.test(k) && k !== '__proto__' && k.length <= 40);

  it('metadata of arbitrary Unicode keys and values comes back exactly as sent', async () => {
    await fc.assert(
      fc.asyncProperty(fc.dictionary(key, text(1, 60).map((v) => `${v}\u2028\u200b＄`), { maxKeys: 8 }), fc.option(text(1, 40), { nil: undefined }), async (metadata, name) => {
        const created = await stripe.customers.create({ metadata, ...(name !== undefined ? { name } : {}) });
        const read = (await stripe.customers.retrieve(created.id)) as Stripe.Customer;
        expect(read.metadata).toEqual(metadata);
        expect(read.name).toBe(name ?? null);
      }),
      { numRuns: 40 },
    );
  });
});
