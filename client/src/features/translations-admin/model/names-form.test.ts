import { describe, expect, it } from 'vitest';
import { checkNames, emptyNames, namesOf } from './names-form';
import { tabFromSearch } from './taxonomy-tabs';

describe('checkNames', () => {
  it('does not submit without an English name', () => {
    expect(checkNames(emptyNames())).toEqual({ kind: 'skip' });
    expect(checkNames({ ...emptyNames(), en: '   ', de: 'WLAN' })).toEqual({ kind: 'skip' });
  });

  it('fills blank languages with the English name and trims', () => {
    expect(checkNames({ ...emptyNames(), en: ' Wifi ', de: 'WLAN' })).toEqual({
      kind: 'ok',
      input: { names: { en: 'Wifi', de: 'WLAN', fr: 'Wifi', es: 'Wifi', pt: 'Wifi' } },
    });
  });

  it('reports a name that is too long in its language', () => {
    expect(checkNames({ ...emptyNames(), en: 'Pool', fr: 'x'.repeat(81) })).toEqual({ kind: 'invalid', language: 'fr', message: 'validation.too_long' });
  });

  it('starts editing from the stored names', () => {
    const names = { en: 'Pool', de: 'Pool', fr: 'Piscine', es: 'Piscina', pt: 'Piscina' };
    expect(namesOf({ id: 'pool', names, name: 'Pool' })).toEqual(names);
  });
});

describe('tabFromSearch', () => {
  it('keeps a known tab and drops anything else', () => {
    expect(tabFromSearch({ tab: 'places' })).toEqual({ tab: 'places' });
    expect(tabFromSearch({ tab: 'users' })).toEqual({});
    expect(tabFromSearch({})).toEqual({});
  });
});
