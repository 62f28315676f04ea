import { describe, expect, it } from 'vitest';
import { checkNames, emptyNames, namesOf } from './names-form';
import { tabFromSearch } from './taxonomy-tabs';

describe('checkNames', () => {
  it('does not submit without an English name', () => {
    expect(checkNames(emptyNames())).toEqual({ kind: 'skip' });
    expect(checkNames({ ...emptyNames(), en: '   ', de: 'WLAN' })).toEqual({ kind: 'skip' });
  });

  it('sends blank languages as absent (they fall back to English) and trims', () => {
    expect(checkNames({ ...emptyNames(), en: ' Wifi ', de: 'WLAN', fr: '   ' })).toEqual({
      kind: 'ok',
      input: { names: { en: 'Wifi', de: 'WLAN' } },
    });
  });

  it('reports a name that is too long in its language', () => {
    expect(checkNames({ ...emptyNames(), en: 'Pool', fr: 'x'.repeat(81) })).toEqual({ kind: 'invalid', language: 'fr', message: 'validation.too_long' });
  });

  it('starts editing from the stored names', () => {
    const names = { en: 'Pool', de: 'Pool', fr: 'Piscine', es: 'Piscina', pt: 'Piscina' };
    expect(namesOf({ id: 'pool', names, name: 'Pool' })).toEqual(names);
  });

  it('starts a language without its own name blank, not as a copy of English', () => {
    expect(namesOf({ id: 'sauna', names: { en: 'Sauna', fr: 'Sauna sèche' }, name: 'Sauna' })).toEqual({ en: 'Sauna', de: '', fr: 'Sauna sèche', es: '', pt: '' });
  });
});

describe('tabFromSearch', () => {
  it('keeps a known tab and drops anything else', () => {
    expect(tabFromSearch({ tab: 'places' })).toEqual({ tab: 'places' });
    expect(tabFromSearch({ tab: 'users' })).toEqual({});
    expect(tabFromSearch({})).toEqual({});
  });
});
