import { describe, expect, it } from 'vitest';
import { de } from './de.js';
import { informalGermanStrings, informalGermanWords } from './informal-german.js';

describe('informal German pronouns', () => {
  it('finds du, dich, dir, dein…, euch, euer and eure… as whole words in any case', () => {
    expect(informalGermanWords('Du bist offline.')).toEqual(['Du']);
    expect(informalGermanWords('Bitte melde dich an, wenn dir danach ist.')).toEqual(['dich', 'dir']);
    expect(informalGermanWords('Dein Konto, deine Mieter, deinen Namen, deins.')).toEqual(['Dein', 'deine', 'deinen', 'deins']);
    expect(informalGermanWords('Wir zeigen euch euer Zimmer und eure Betten.')).toEqual(['euch', 'euer', 'eure']);
    expect(informalGermanWords('„du“ (du) du: du.')).toEqual(['du', 'du', 'du', 'du']);
  });

  it('leaves words that only start like a pronoun and the formal register alone', () => {
    expect(informalGermanWords('Die Anleitung führt Sie durch die Einrichtung in Dubai, dual und direkt.')).toEqual([]);
    expect(informalGermanWords('Deinstallieren, Dirigent, Duschen, Euchre, Euro, Dual-SIM, E-Mail-Dienst.')).toEqual([]);
    expect(informalGermanWords('Sie haben Ihr Konto geschlossen; wir senden Ihnen einen Code.')).toEqual([]);
  });

  it('ignores interpolation placeholders, which are code rather than text', () => {
    expect(informalGermanWords('Alle Inserate, nach {{sort}} ({{dir}})')).toEqual([]);
    expect(informalGermanWords('Hallo {dir}, {{ du }}')).toEqual([]);
  });

  it('reports the path and the words of every informal string in a message object', () => {
    expect(informalGermanStrings({ a: { b: 'Du hast es.', c: 'Sie haben es.' }, d: ['ok', 'für dich'] })).toEqual([
      'a.b: Du hast es. (Du)',
      'd[1]: für dich (dich)',
    ]);
  });

  it('finds none in the German server messages: they address the reader with "Sie"', () => {
    expect(informalGermanStrings(de, 'sync/src/i18n/de.ts')).toEqual([]);
  });
});
