import { INVITE_TOKEN_MS } from '@crashpad/sync';
import { digestToken, newSecretToken } from '../accounts/secret-token.js';

/**
 * The single-use invitation link token (DECISIONS #6): 256 random bits, stored only as its
 * digest, valid 14 days or until the invitation is cancelled, resent (a new token replaces it)
 * or accepted (cleared).
 */
export function newInviteToken(now: number): { token: string; digest: string; expiresAt: number } {
  const token = newSecretToken();
  return { token, digest: digestToken(token), expiresAt: now + INVITE_TOKEN_MS };
}

export const inviteTokenDigest = digestToken;
