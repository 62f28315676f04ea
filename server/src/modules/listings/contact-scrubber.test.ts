import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scrubContacts } from './contact-scrubber.js';

/** Whether `out` is `input` with some characters removed and nothing added or changed. */
function isSubsequence(out: string, input: string): boolean {
  let i = 0;
  for (const ch of input) if (i < out.length && out.startsWith(ch, i)) i += ch.length;
  return i === out.length;
}

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

  // [input, published text]: the contact goes, every other character stays where it was.
  const HIDDEN_CONTACTS: [string, string][] = [
    // Issue 8 #4: the dot of a sentence end is not part of the address.
    ['Write to host@example.com. Ten minutes to the terminal', 'Write to. Ten minutes to the terminal'],
    ['Ask crew@example.co.uk. Me and my roommates answer fast.', 'Ask. Me and my roommates answer fast.'],
    ['E-mail host@example.com, then call.', 'E-mail, then call.'],
    // Full-width digits, @ and letters; other decimal digit scripts.
    ['Call ０１２３４５６７８９ anytime', 'Call anytime'],
    ['Call （７２０） ５５５－０１４２ anytime', 'Call anytime'],
    ['Mail ｃｒｅｗ＠ｅｘａｍｐｌｅ．ｃｏｍ please', 'Mail please'],
    ['Call ٧٢٠٥٥٥٠١٤٢ or 𝟕𝟐𝟎𝟓𝟓𝟓𝟎𝟏𝟒𝟐 now', 'Call or now'],
    // Zero-width characters and non-breaking spaces inside a number.
    ['Call 720\u200B555\u200B0142 now', 'Call now'],
    ['Call 720\u00A0555\u20110142 now', 'Call now'],
    // Spelled-out digits, alone or mixed with figures, in the five UI languages.
    ['Text five five five one two three four five six seven today', 'Text today'],
    ['Call seven two oh five five five zero one four two.', 'Call.'],
    ['Call 720 five five five 0142 now', 'Call now'],
    ['Ruf an: null eins sieben zwei drei vier fünf sechs', 'Ruf an:'],
    ['Appelle zéro six douze? non: zéro six un deux trois quatre cinq six', 'Appelle zéro six douze? non:'],
    ['Llama al seis uno dos tres cuatro cinco seis siete', 'Llama al'],
    ['Liga nove oito sete seis cinco quatro três dois', 'Liga'],
    // Letter O for zero.
    ['Call 555 O12 3456 today', 'Call today'],
    ['Call (72O) 555-O142', 'Call'],
    // "at … dot" addresses.
    ['Mail name at example dot com for details', 'Mail for details'],
    ['Mail name AT example DOT co DOT uk', 'Mail'],
    ['Mail name [at] example [dot] com or crew(at)example(dot)org', 'Mail or'],
    ['Mail name @ example dot com', 'Mail'],
    ['Mail first.last at mail.example.com today', 'Mail today'],
    ['Mail crew at example . com today', 'Mail today'],
  ];

  it.each(HIDDEN_CONTACTS)('removes the contact in %j', (input, published) => {
    expect(scrubContacts(input)).toBe(published);
  });

  // Prose that must come through untouched, character for character.
  const PROSE: string[] = [
    'Rent is $350/month, or $1,200 for the season.',
    'Rent 1200-1500 per month depending on the room.',
    'Renovated 2019-2024, open since 2019.',
    'Built in 1998, renovated 2021; 12 beds in 3 rooms, 2 baths.',
    '4 beds, 2 bunks, 1 queen: sleeps 7.',
    'We are at the airport in ten minutes, at most fifteen.',
    'Stay at home dot the i’s: polka dot curtains and a dot matrix printer.',
    'One or two nights, three at most; five minutes to the terminal.',
    'Rooms one, two and three have four beds each.',
    'Check-in at 3 pm, quiet hours 10 pm to 6 am.',
    'Dorm  with  double  spaces  stays as typed.',
    'Line one\nLine two\n\n  indented line',
    'Oh, and the O line bus stops at gate 5.',
    'Crew from AA, UA and DL: 24/7 access, code at the door.',
    'Email us through the app. Ten minutes to the terminal.',
    'Zimmer eins und zwei, drei Betten. Quarto um, dois banheiros.',
    'Preis: 450 € pro Monat. Prix : 450 € par mois.',
    'Gate B12 to B17, shuttle every 15 minutes.',
    'Ｆｕｌｌ－ｗｉｄｔｈ prose and 漢字 stay as they are.',
    'Emoji 👩‍✈️ and zero\u200Bwidth stay.',
  ];

  it.each(PROSE)('keeps prose: %j', (text) => {
    expect(scrubContacts(text)).toBe(text);
  });

  it('only ever removes characters: the published text is the input with spans cut out', () => {
    const piece = fc.oneof(
      fc.constantFrom('five', 'one', 'O', 'oh', 'at', 'dot', '.', ',', ' ', '  ', '\n', '@', '-', '(', ')', '+', '０', '٧', '\u200B', '\u00A0', 'é', '👩‍✈️', 'com', 'example'),
      fc.stringMatching(/^[a-z0-9]{1,6}$/),
      fc.string({ unit: 'grapheme', maxLength: 4 }),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), (parts) => {
        const input = parts.join('');
        expect(isSubsequence(scrubContacts(input), input)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('stays fast on long hostile text (no rescanning of long runs)', () => {
    const n = 10_000;
    for (const text of ['a'.repeat(n) + ' at ' + 'b'.repeat(n), 'a.'.repeat(n / 2), 'a'.repeat(n) + '@', '1-'.repeat(n / 2), 'five '.repeat(n / 5), 'x at y dot '.repeat(n / 11)]) {
      const started = performance.now();
      scrubContacts(text);
      expect(performance.now() - started, text.slice(0, 12)).toBeLessThan(1_500);
    }
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
