import { describe, expect, it } from 'vitest';
import { cardholderName, emptyPaymentForm, firstPaymentFormIssue, type CardCompleteness } from './payment-form';

const fullCard: CardCompleteness = { number: true, expiry: true, cvc: true };
const filled = { first_name: 'Ana', last_name: 'Lima', address_zip: '80202', country: 'US' };

describe('payment form (spec 1 §5)', () => {
  it('starts with the country United States', () => {
    expect(emptyPaymentForm().country).toBe('US');
  });

  it('reports the problems one at a time in the spec order', () => {
    const card: CardCompleteness = { number: false, expiry: false, cvc: false };
    let values = { first_name: '', last_name: '', address_zip: '', country: '' };
    const seen: string[] = [];
    const steps: [keyof typeof values | null, keyof CardCompleteness | null][] = [
      ['first_name', null],
      ['last_name', null],
      ['address_zip', null],
      ['country', null],
      [null, 'number'],
      [null, 'expiry'],
      [null, 'cvc'],
    ];
    for (const [field, part] of steps) {
      seen.push(firstPaymentFormIssue(values, card)!.key);
      if (field) values = { ...values, [field]: field === 'country' ? 'DE' : 'x' };
      if (part) card[part] = true;
    }
    expect(seen).toEqual(['first_name_required', 'last_name_required', 'zip_required', 'country_required', 'card_number_required', 'month_required', 'cvc_required']);
    expect(firstPaymentFormIssue(values, card)).toBeNull();
  });

  it('treats spaces, line/paragraph separators and zero-width characters as empty', () => {
    for (const blank of [' ', '\u2028', '\u2029', '\u200B\u200D', '\uFEFF', '\u3000']) {
      expect(firstPaymentFormIssue({ ...filled, first_name: blank }, fullCard)?.field).toBe('first_name');
    }
    expect(firstPaymentFormIssue({ ...filled, first_name: 'Ｊｏ' }, fullCard)).toBeNull();
  });

  it('refuses a country that is not a two-letter code', () => {
    expect(firstPaymentFormIssue({ ...filled, country: 'USA' }, fullCard)?.key).toBe('country_required');
  });

  it('sends the name without surrounding invisible characters', () => {
    expect(cardholderName({ ...filled, first_name: '\u200B Ana ', last_name: ' Lima\u2029' })).toBe('Ana Lima');
  });
});
