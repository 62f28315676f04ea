import { MESSAGE_MAX } from '@crashpad/sync';
import { describe, expect, it } from 'vitest';
import { CHAT_SEND_KEYS, validateChatSend } from './chat-send';

describe('chat send validation (spec 3 §5, in order)', () => {
  it('asks for a listing first', () => {
    expect(validateChatSend({ listingId: '', message: '', to: '' })).toEqual({ ok: false, field: 'listing_id', messageKey: CHAT_SEND_KEYS.listing_id });
  });
  it('then for text (blank counts as empty)', () => {
    expect(validateChatSend({ listingId: 'l1', message: '  \n ', to: '' })).toEqual({ ok: false, field: 'message', messageKey: CHAT_SEND_KEYS.message });
  });
  it('counts text of zero-width, format or blank characters only as empty, as the server does', () => {
    for (const message of ['\u200B\u200D', '\u3164', '\u2028\u00A0', '\u0301']) {
      expect(validateChatSend({ listingId: 'l1', message, to: 'u1' })).toEqual({ ok: false, field: 'message', messageKey: CHAT_SEND_KEYS.message });
    }
  });
  it('then for the counterpart', () => {
    expect(validateChatSend({ listingId: 'l1', message: 'hi', to: '' })).toEqual({ ok: false, field: 'to', messageKey: CHAT_SEND_KEYS.to });
  });
  it('refuses text longer than the server takes', () => {
    expect(validateChatSend({ listingId: 'l1', message: 'x'.repeat(MESSAGE_MAX + 1), to: 'u1' })).toMatchObject({ ok: false, messageKey: CHAT_SEND_KEYS.too_long });
  });
  it('refuses ids the server would refuse', () => {
    expect(validateChatSend({ listingId: 'l 1/..', message: 'hi', to: 'u1' })).toMatchObject({ ok: false, field: 'listing_id' });
    expect(validateChatSend({ listingId: 'l1', message: 'hi', to: 'u$1' })).toMatchObject({ ok: false, field: 'to' });
  });
  it('gives the payload with trimmed text', () => {
    expect(validateChatSend({ listingId: 'l1', message: '  Is the bunk free?\n', to: 'u1' })).toEqual({
      ok: true,
      payload: { to: 'u1', message: 'Is the bunk free?', listing_id: 'l1' },
    });
  });
});
