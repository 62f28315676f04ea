import { createECDH } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isAllowedPushEndpoint } from './push-endpoint-policy.js';
import { pushTopic } from './push-sender.js';
import { resolveVapidKeys } from './vapid-keys.js';

describe('push endpoint policy', () => {
  const production = { env: 'production' as const, pushDevHosts: ['127.0.0.1:9443'] };
  const test = { env: 'test' as const, pushDevHosts: ['127.0.0.1:9443'] };

  it('accepts the known push services over HTTPS on the default port only', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/QGx',
      'https://wns2-par02p.notify.windows.com/w/?token=abc',
    ]) {
      expect(isAllowedPushEndpoint(endpoint, production), endpoint).toBe(true);
    }
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://fcm.googleapis.com.evil.example/x',
      'https://evilnotify.windows.com/x',
      'https://notify.windows.com/x',
      'https://169.254.169.254/latest/meta-data',
      'https://a:b@fcm.googleapis.com/fcm/send/abc',
      'not a url',
    ]) {
      expect(isAllowedPushEndpoint(endpoint, production), endpoint).toBe(false);
    }
  });

  it('allows the configured stand-in outside production only', () => {
    expect(isAllowedPushEndpoint('https://127.0.0.1:9443/push/x', test)).toBe(true);
    expect(isAllowedPushEndpoint('https://127.0.0.1:9444/push/x', test)).toBe(false);
    expect(isAllowedPushEndpoint('https://127.0.0.1:9443/push/x', production)).toBe(false);
  });
});

describe('VAPID keys', () => {
  it('are generated once into DATA_DIR and reused; the public key matches the private one', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'vapid-'));
    try {
      const config = { dataDir, vapid: { publicKey: null, privateKey: null, subject: 'mailto:support@crashpad.example' } };
      const first = resolveVapidKeys(config);
      expect(resolveVapidKeys(config)).toEqual(first);
      expect(statSync(join(dataDir, 'vapid.json')).mode & 0o077).toBe(0);
      const ecdh = createECDH('prime256v1');
      ecdh.setPrivateKey(Buffer.from(first.privateKey, 'base64url'));
      expect(ecdh.getPublicKey().toString('base64url')).toBe(first.publicKey);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('uses configured keys as given and refuses half a pair', () => {
    const vapid = { publicKey: 'pub', privateKey: 'priv', subject: 'mailto:a@example.com' };
    expect(resolveVapidKeys({ dataDir: null, vapid })).toEqual(vapid);
    expect(() => resolveVapidKeys({ dataDir: null, vapid: { ...vapid, privateKey: null } })).toThrow(/together/);
    // Without a DATA_DIR a usable pair is still made for the process.
    const ephemeral = resolveVapidKeys({ dataDir: null, vapid: { ...vapid, publicKey: null, privateKey: null } });
    expect(Buffer.from(ephemeral.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(ephemeral.privateKey, 'base64url')).toHaveLength(32);
  });
});

describe('push topic', () => {
  it('is a stable base64url string of at most 32 characters', () => {
    expect(pushTopic('thread:abc')).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(pushTopic('thread:abc')).toBe(pushTopic('thread:abc'));
    expect(pushTopic('thread:abd')).not.toBe(pushTopic('thread:abc'));
  });
});
