import { describe, expect, it } from 'vitest';
import { optionNames } from './option-names';

const names = (en: string, de: string) => ({ en, de, fr: en, es: en, pt: '' });
const items = [
  { id: 'wifi', name: 'Wi-Fi', names: names('Wi-Fi', 'WLAN') },
  { id: 'parking', name: 'Parking', names: names('Parking', 'Parkplatz') },
];

describe('optionNames', () => {
  it('names ids in the listing order and language', () => {
    expect(optionNames(['parking', 'wifi'], items, 'de')).toEqual(['Parkplatz', 'WLAN']);
    expect(optionNames(['wifi'], items, 'en-US')).toEqual(['Wi-Fi']);
  });
  it('falls back to English for a missing name and drops unknown ids', () => {
    expect(optionNames(['wifi', 'gone'], items, 'pt')).toEqual(['Wi-Fi']);
  });
});
