import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scrubContacts } from './contact-scrubber.js';

describe('scrubContacts', () => {
  it('removes e-mail addresses and phone numbers in common shapes', () => {
    expect(scrubContacts('Write to linda.h+pads@gmail.com or call (720) 555-0142 today')).toBe('Write to or call today');
    expect(scrubContacts('Text 720.555.0142, +1 720 555 0142 or 7205550142.')).toBe('Text, or.');
    expect(scrubContacts('mail me: crew (at) example (dot) com')).toBe('mail me:');
    expect(scrubContacts('WhatsApp +44 20 7946 0958')).toBe('WhatsApp');
  });

  it('keeps prices, years, distances and bed counts', () => {
    const text = 'Beds from $450/month since 2019, 4 miles from DEN, 12 beds in 3 rooms, deposit $200.';
    expect(scrubContacts(text)).toBe(text);
  });

  it('removes long digit runs whole, and contacts that only meet once others are gone', () => {
    // fast-check's counterexample (seed -1019331715): a capped match left a tail that joined the next number.
    expect(scrubContacts('0000000000 0000000000 a@a.a a@a.a a@a.a 0000000000 0000000000')).toBe('');
    expect(scrubContacts('call 123 a@b.co 4567890')).toBe('call');
  });

  it('never leaves an e-mail address or a 10-digit run behind', () => {
    const word = fc.stringMatching(/^[a-z]{1,8}$/);
    const email = fc.tuple(word, word, word).map(([a, b, c]) => `${a}@${b}.${c}`);
    const phone = fc.stringMatching(/^\(?\d{3}\)?[ .-]?\d{3}[ .-]?\d{4}$/);
    fc.assert(
      fc.property(fc.array(fc.oneof(word, email, phone), { maxLength: 12 }), (parts) => {
        const out = scrubContacts(parts.join(' '));
        expect(out).not.toMatch(/@/);
        expect(out.replace(/[^\d]/g, '').length < 7 || !/\d[\d\s().-]{8,}\d/.test(out)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
