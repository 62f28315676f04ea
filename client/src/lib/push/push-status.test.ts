import { describe, expect, it } from 'vitest';
import { applicationServerKey, pushStatus, sameKey } from './push-status';

describe('push status of this device', () => {
  it('is unsupported without the APIs, denied when blocked, on only with permission and a subscription', () => {
    expect(pushStatus({ supported: false, permission: 'granted', subscribed: true })).toBe('unsupported');
    expect(pushStatus({ supported: true, permission: 'denied', subscribed: true })).toBe('denied');
    expect(pushStatus({ supported: true, permission: 'granted', subscribed: true })).toBe('on');
    expect(pushStatus({ supported: true, permission: 'granted', subscribed: false })).toBe('off');
    // A subscription left over after permission was reset does not count as on.
    expect(pushStatus({ supported: true, permission: 'default', subscribed: true })).toBe('off');
  });
});

describe('application server key', () => {
  it('decodes base64url without padding into the key bytes and compares them', () => {
    const bytes = Uint8Array.from({ length: 65 }, (_, i) => (i * 37) % 256);
    const b64url = btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    const decoded = applicationServerKey(b64url);
    expect([...decoded]).toEqual([...bytes]);
    expect(sameKey(bytes.slice().buffer, decoded)).toBe(true);
    expect(sameKey(bytes.slice(1).buffer, decoded)).toBe(false);
    expect(sameKey(null, decoded)).toBe(false);
  });
});
