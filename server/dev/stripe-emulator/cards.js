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
};
const ok = (number, brand, testIds, funding = 'credit') => ({
    number,
    brand,
    funding,
    country: 'US',
    attachFailure: null,
    chargeFailure: null,
    authentication: 'none',
    testIds,
});
const declining = (number, failure, testIds) => ({
    ...ok(number, 'visa', testIds),
    attachFailure: failure,
    chargeFailure: failure,
});
export const TEST_CARDS = [
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
    { ...ok('4000002500003155', 'visa', ['pm_card_authenticationRequiredOnSetup', 'tok_threeDSecure2Required']), authentication: 'on_setup' },
    { ...ok('4000002760003184', 'visa', ['pm_card_authenticationRequired', 'tok_authenticationRequired']), authentication: 'always' },
    {
        ...ok('4000008260003178', 'visa', ['pm_card_authenticationRequiredChargeDeclinedInsufficientFunds']),
        authentication: 'always',
        chargeFailure: DECLINES.insufficientFunds,
    },
];
const BY_NUMBER = new Map(TEST_CARDS.map((c) => [c.number, c]));
const BY_TEST_ID = new Map(TEST_CARDS.flatMap((c) => c.testIds.map((id) => [id, c])));
export function testCardByNumber(number) {
    return BY_NUMBER.get(number);
}
export function testCardById(id) {
    return BY_TEST_ID.get(id);
}
/** Luhn checksum, as card networks (and Stripe's `incorrect_number`) apply it. */
export function luhnValid(number) {
    if (!/^\d{12,19}$/.test(number))
        return false;
    let sum = 0;
    for (let i = 0; i < number.length; i++) {
        let d = Number(number[number.length - 1 - i]);
        if (i % 2 === 1) {
            d *= 2;
            if (d > 9)
                d -= 9;
        }
        sum += d;
    }
    return sum % 10 === 0;
}
export function brandOf(number) {
    if (number.startsWith('4'))
        return 'visa';
    if (/^5[1-5]/.test(number) || /^2[2-7]/.test(number))
        return 'mastercard';
    if (/^3[47]/.test(number))
        return 'amex';
    if (/^6(011|5)/.test(number))
        return 'discover';
    return 'unknown';
}
/**
 * What the emulator does with a Luhn-valid number that is not a test card: Stripe refuses real
 * cards in test mode, at the card check and at every charge.
 */
export function liveCard(number) {
    return { ...declining(number, DECLINES.liveCard, []), brand: brandOf(number) };
}
