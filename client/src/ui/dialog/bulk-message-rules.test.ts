import { describe, expect, it } from 'vitest';
import { bulkSubmitOutcome, canSendBulk } from './bulk-message-rules';

describe('bulk message rules (spec 2 §2, spec 3 §5)', () => {
  it('send needs a message and tenants', () => {
    expect(canSendBulk('  ', ['a'])).toBe(false);
    expect(canSendBulk('\u2028\u3000', ['a'])).toBe(false);
    expect(canSendBulk('Hi crew', [])).toBe(false);
    expect(canSendBulk('Hi crew', ['a'])).toBe(true);
  });
  it('with no tenants selected the dialog just closes; an empty message blocks sending', () => {
    expect(bulkSubmitOutcome('Hi', [])).toBe('close');
    expect(bulkSubmitOutcome('', ['a'])).toBe('blocked');
    expect(bulkSubmitOutcome('Hi', ['a'])).toBe('send');
  });
});
