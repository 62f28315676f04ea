/**
 * Stripe's test cards (https://docs.stripe.com/testing) and what each does. Decline cards fail
 * the card check Stripe runs when a card is attached or set up (so 4000 0000 0000 0002 is refused
 * at attach), and fail every charge; 4000 0000 0000 0341 attaches but its charges fail.
 */
export interface CardFailure {
  code: string;
  decline_code: string;
  message: string;
  param?: string;
}

export type AuthenticationRule =
  /** No 3-D Secure. */
  | 'none'
  /** 3-D Secure on setup and on on-session payments; off-session payments after an authenticated setup pass. */
  | 'on_setup'
  /** 3-D Secure on every payment, off-session included. */
  | 'always';

export interface TestCard {
  number: string;
  brand: 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown';
  funding: 'credit' | 'debit' | 'prepaid';
  country: string;
  /** The card check at attach / SetupIntent confirmation fails with this. */
  attachFailure: CardFailure | null;
  /** Every charge fails with this (after authentication, when the card needs it). */
  chargeFailure: CardFailure | null;
  authentication: AuthenticationRule;
  /** Stripe's `pm_card_…` test PaymentMethod ids for this card. */
  testIds: string[];
  /**
   * Refunds of its charges begin `pending` and succeed "some time later" (the next move of the
   * emulator's clock), with `charge.refund.updated` (4000 0000 0000 7726, `pm_card_pendingRefund`).
   */
  refundsPending?: boolean;
  /**
   * Refunds of its charges begin `succeeded` and fail "some time later" (the next move of the
   * emulator's clock): the money goes back to the balance and off the charge's `amount_refunded`,
   * with `refund.failed` and `charge.refund.updated` (4000 0000 0000 5126, `pm_card_refundFail`).
   */
  refundsFail?: boolean;
}

export const DECLINES = {
  generic: { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
  insufficientFunds: { code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  expired: { code: 'expired_card', decline_code: 'expired_card', message: 'Your card has expired.', param: 'exp_month' },
  incorrectCvc: { code: 'incorrect_cvc', decline_code: 'incorrect_cvc', message: "Your card's security code is incorrect.", param: 'cvc' },
  processing: {
    code: 'processing_error',
    decline_code: 'processing_error',
    message: 'An error occurred while processing your card. Try again in a little bit.',
  },
  liveCard: {
    code: 'card_declined',
    decline_code: 'test_mode_live_card',
    message: 'Your card was declined. Your request was in test mode, but used a non test (live) card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
  },
} satisfies Record<string, CardFailure>;

const ok = (number: string, brand: TestCard['brand'], testIds: string[], funding: TestCard['funding'] = 'credit'): TestCard => ({
  number,
  brand,
  funding,
  country: 'US',
  attachFailure: null,
  chargeFailure: null,
  authentication: 'none',
  testIds,
});

const declining = (number: string, failure: CardFailure, testIds: string[]): TestCard => ({
  ...ok(number, 'visa', testIds),
  attachFailure: failure,
  chargeFailure: failure,
});

export const TEST_CARDS: TestCard[] = [
  ok('4242424242424242', 'visa', ['pm_card_visa', 'tok_visa']),
  ok('4000056655665556', 'visa', ['pm_card_visa_debit', 'tok_visa_debit'], 'debit'),
  ok('5555555555554444', 'mastercard', ['pm_card_mastercard', 'tok_mastercard']),
  ok('378282246310005', 'amex', ['pm_card_amex', 'tok_amex']),
  ok('6011111111111117', 'discover', ['pm_card_discover', 'tok_discover']),
  declining('4000000000000002', DECLINES.generic, ['pm_card_visa_chargeDeclined', 'pm_card_chargeDeclined', 'tok_chargeDeclined']),
  declining('4000000000009995', DECLINES.insufficientFunds, [
    'pm_card_visa_chargeDeclinedInsufficientFunds',
    'pm_card_chargeDeclinedInsufficientFunds',
    'tok_chargeDeclinedInsufficientFunds',
  ]),
  declining('4000000000000069', DECLINES.expired, ['pm_card_visa_chargeDeclinedExpiredCard', 'pm_card_chargeDeclinedExpiredCard', 'tok_chargeDeclinedExpiredCard']),
  declining('4000000000000127', DECLINES.incorrectCvc, ['pm_card_visa_chargeDeclinedIncorrectCvc', 'pm_card_chargeDeclinedIncorrectCvc', 'tok_chargeDeclinedIncorrectCvc']),
  declining('4000000000000119', DECLINES.processing, [
    'pm_card_visa_chargeDeclinedProcessingError',
    'pm_card_chargeDeclinedProcessingError',
    'tok_chargeDeclinedProcessingError',
  ]),
  { ...ok('4000000000000341', 'visa', ['pm_card_chargeCustomerFail', 'tok_chargeCustomerFail']), chargeFailure: DECLINES.generic },
  { ...ok('4000000000007726', 'visa', ['pm_card_pendingRefund', 'tok_pendingRefund']), refundsPending: true },
  { ...ok('4000000000005126', 'visa', ['pm_card_refundFail', 'tok_refundFail']), refundsFail: true },
  { ...ok('4000002500003155', 'visa', ['pm_card_authenticationRequiredOnSetup', 'tok_threeDSecure2Required']), authentication: 'on_setup' },
  { ...ok('4000002760003184', 'visa', ['pm_card_authenticationRequired', 'tok_authenticationRequired']), authentication: 'always' },
  {
    ...ok('4000008260003178', 'visa', ['pm_card_authenticationRequiredChargeDeclinedInsufficientFunds']),
    authentication: 'always',
    chargeFailure: DECLINES.insufficientFunds,
  },
];

const BY_NUMBER = new Map(TEST_CARDS.map((c) => [c.number, c]));
const BY_TEST_ID = new Map(TEST_CARDS.flatMap((c) => c.testIds.map((id) => [id, c] as const)));

export function testCardByNumber(number: string): TestCard | undefined {
  return BY_NUMBER.get(number);
}

export function testCardById(id: string): TestCard | undefined {
  return BY_TEST_ID.get(id);
}

/** Luhn checksum, as card networks (and Stripe's `incorrect_number`) apply it. */
export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function brandOf(number: string): TestCard['brand'] {
  if (number.startsWith('4')) return 'visa';
  if (/^5[1-5]/.test(number) || /^2[2-7]/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^6(011|5)/.test(number)) return 'discover';
  return 'unknown';
}

/**
 * What the emulator does with a Luhn-valid number that is not a test card: Stripe refuses real
 * cards in test mode, at the card check and at every charge.
 */
export function liveCard(number: string): TestCard {
  return { ...declining(number, DECLINES.liveCard, []), brand: brandOf(number) };
}
