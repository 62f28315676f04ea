import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { awkwardText } from '../test-support/hostile-input.js';
import { parseWellFormedJson, wellFormedJson, wellFormedText } from './well-formed-text.js';

/** Independent of the code under test: only well-formed text survives a round trip through UTF-8 unchanged. */
const isWellFormed = (text: string) => Buffer.from(text, 'utf8').toString('utf8') === text;

describe('well-formed text', () => {
  it('replaces each lone half of a surrogate pair with U+FFFD and keeps whole pairs', () => {
    expect(wellFormedText('a\ud800b')).toBe('a\ufffdb');
    expect(wellFormedText('\udfff')).toBe('\ufffd');
    expect(wellFormedText('\ud83d\ude00')).toBe('\u{1f600}');
    expect(wellFormedText('\ude00\ud83d')).toBe('\ufffd\ufffd');
    expect(wellFormedText('\ud83d\ud83d\ude00')).toBe('\ufffd\u{1f600}');
  });

  it('leaves any well-formed text as it is, and makes any text well formed', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 30 }), (text) => wellFormedText(text) === text));
    fc.assert(fc.property(awkwardText(0, 30), (text) => isWellFormed(wellFormedText(text))));
  });

  it('mends strings at any depth, keys included, and keeps a __proto__ key an own key', () => {
    const mended = wellFormedJson(JSON.parse('{"a\\ud800":["x\\udc00",{"__proto__":"\\ud800"}],"n":1,"t":true,"z":null}')) as Record<string, unknown>;
    expect(mended).toEqual({ 'a\ufffd': ['x\ufffd', JSON.parse('{"__proto__":"\\ufffd"}')], n: 1, t: true, z: null });
    const inner = (mended['a\ufffd'] as unknown[])[1] as object;
    expect(Object.getPrototypeOf(inner)).toBe(Object.prototype);
    expect(Object.keys(inner)).toEqual(['__proto__']);
  });

  it('parses JSON without surrogate escapes as JSON.parse does, and mends it when it has some', () => {
    const raw = '{"message":"\u{1f600} plain","n":[1,2]}';
    expect(parseWellFormedJson(raw)).toEqual(JSON.parse(raw));
    expect(parseWellFormedJson('{"message":"\\uD83D"}')).toEqual({ message: '\ufffd' });
    expect(parseWellFormedJson('"\\ud83d\\ude00"')).toBe('\u{1f600}');
    expect(() => parseWellFormedJson('{"a":')).toThrow(SyntaxError);
  });
});
