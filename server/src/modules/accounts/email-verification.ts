import { ulid } from 'ulid';
import { VERIFY_TOKEN_MS } from '@crashpad/sync';
import type { AccountsDeps } from './accounts-deps.js';
import { digestToken, newSecretToken } from './secret-token.js';

/**
 * Issues a verification link for `email` (the user's own address, or a pending new one) and
 * emits the event whose listener mails it. Only the newest link of a user works.
 */
export async function issueEmailVerification(deps: AccountsDeps, userId: string, email: string): Promise<void> {
  const now = deps.app.clock.now();
  const token = newSecretToken();
  await deps.accountTokens.supersede(userId, 'verify_email');
  await deps.accountTokens.insert({
    _id: ulid(now),
    kind: 'verify_email',
    hash: digestToken(token),
    user_id: userId,
    email,
    keep: false,
    created_at: now,
    expires_at: now + VERIFY_TOKEN_MS,
    used_at: null,
    attempts: 0,
  });
  deps.app.events.emit('email.verification_requested', { userId, email, token });
}
