import { createHash } from 'node:crypto';
import { Agent } from 'node:https';
import webpush from 'web-push';
import type { VapidKeys } from './vapid-keys.js';

/** Where a push goes: a browser subscription's endpoint and keys. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushMessageOptions {
  /** Seconds the push service keeps an undelivered message. */
  ttlSeconds: number;
  /** Messages with the same topic replace each other while undelivered (hashed to the protocol's 32 characters). */
  topic?: string;
  urgency?: 'very-low' | 'low' | 'normal' | 'high';
}

/** `delivered`, or `gone` when the push service says the subscription no longer exists (404/410). */
export type PushOutcome = 'delivered' | 'gone';

/** The web push adapter (ARCHITECTURE §1 platform/push); throws for failures other than `gone`. */
export interface PushSender {
  readonly publicKey: string;
  send(target: PushTarget, payload: string, options: PushMessageOptions): Promise<PushOutcome>;
}

/** A push service that does not answer within this time is given up on (the listener must not hang). */
const PUSH_TIMEOUT_MS = 10_000;

/** Topic header: base64url, at most 32 characters; a hash keeps thread ids out of the push service's view. */
export function pushTopic(key: string): string {
  return createHash('sha256').update(key).digest('base64url').slice(0, 32);
}

/**
 * Sends encrypted (aes128gcm) pushes signed with our VAPID key through the web-push library.
 * `trustedCa` (development/test only) lets a local HTTPS stand-in with its own certificate receive them.
 */
export function createWebPushSender(keys: VapidKeys, options: { trustedCa?: string | null } = {}): PushSender {
  const agent = options.trustedCa ? new Agent({ ca: options.trustedCa, keepAlive: false }) : undefined;
  const vapidDetails = { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey };
  return {
    publicKey: keys.publicKey,
    async send(target, payload, message) {
      try {
        await webpush.sendNotification({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
          vapidDetails,
          TTL: message.ttlSeconds,
          urgency: message.urgency ?? 'normal',
          ...(message.topic ? { topic: pushTopic(message.topic) } : {}),
          contentEncoding: 'aes128gcm',
          timeout: PUSH_TIMEOUT_MS,
          ...(agent ? { agent } : {}),
        });
        return 'delivered';
      } catch (err) {
        if (err instanceof webpush.WebPushError && (err.statusCode === 404 || err.statusCode === 410)) return 'gone';
        throw err;
      }
    },
  };
}
