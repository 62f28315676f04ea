import { ulid } from 'ulid';
import * as v from 'valibot';
import { RESET_TOKEN_MS, type resetPasswordInputSchema, type updatePasswordInputSchema } from '@crashpad/sync';
import { AppError } from '../../http/app-error.js';
import type { AuthState } from '../../http/auth.js';
import { hashPassword, verifyPassword } from '../../platform/passwords/password-hasher.js';
import { isoNow, type AccountsDeps } from './accounts-deps.js';
import { SESSION_GRANTING_TOKENS } from './account-tokens-repo.js';
import { assertNotCommon, forbidSwitched } from './guards.js';
import { digestToken, newSecretToken } from './secret-token.js';

type ResetInput = v.InferOutput<typeof resetPasswordInputSchema>;
type ChangeInput = v.InferOutput<typeof updatePasswordInputSchema>;

export function passwordService(deps: AccountsDeps) {
  const now = () => deps.app.clock.now();

  /**
   * After a new password: every session ends (but `keepSessionId`, the one that changed it) and
   * every outstanding link that would open a new one dies (issue 7 §1.2).
   */
  const endCredentials = async (userId: string, keepSessionId?: string) => {
    await deps.accountTokens.invalidateAllOf(userId, SESSION_GRANTING_TOKENS, now());
    await deps.sessions.revokeAllOf(userId, now(), keepSessionId);
  };

  return {
    /**
     * For POST /password-recovery and /password/email, run after the answer (account-work.ts):
     * neither the answer nor its timing tells whether the address has an account (DECISIONS #7).
     */
    async requestReset(email: string): Promise<void> {
      const user = await deps.users.byEmail(email);
      if (!user || user.status === 'DEACTIVATED') return;
      const t = now();
      const token = newSecretToken();
      await deps.accountTokens.supersede(user._id, 'reset');
      await deps.accountTokens.insert({
        _id: ulid(t),
        kind: 'reset',
        hash: digestToken(token),
        user_id: user._id,
        email: user.email,
        keep: false,
        created_at: t,
        expires_at: t + RESET_TOKEN_MS,
        used_at: null,
        attempts: 0,
      });
      deps.app.events.emit('password.reset_requested', { userId: user._id, token });
    },

    /** POST /password-reset/check: whether the page should show the form or the expired-link view. */
    async checkReset(token: string): Promise<boolean> {
      return (await deps.accountTokens.findLive(digestToken(token), 'reset', now())) !== null;
    },

    /**
     * POST /password-reset. The token is checked before the password rules (so a dead link shows
     * the expired page) and consumed only once the new password is acceptable; every session of
     * the user ends.
     */
    async reset(input: ResetInput): Promise<void> {
      const hash = digestToken(input.token);
      if (!(await deps.accountTokens.findLive(hash, 'reset', now()))) throw new AppError('token_invalid');
      assertNotCommon(input.password);
      const passwordHash = await hashPassword(input.password);
      const doc = await deps.accountTokens.consume(hash, 'reset', now());
      if (!doc) throw new AppError('token_invalid');
      const stamp = isoNow(deps);
      // The link reached the inbox, which also proves the address.
      await deps.users.set(doc.user_id, { password_hash: passwordHash, password_changed_at: stamp, updated_at: stamp, email_verified: true });
      await endCredentials(doc.user_id);
      deps.app.events.emit('password.changed', { userId: doc.user_id });
    },

    /** POST /user/update-password: ends every other session and every login link (DECISIONS #3). */
    async change(auth: AuthState, input: ChangeInput): Promise<void> {
      forbidSwitched(auth);
      if (!(await verifyPassword(auth.user.password_hash, input.current_password))) {
        throw new AppError('wrong_password', { fields: { current_password: 'errors.wrong_password' } });
      }
      assertNotCommon(input.password);
      const stamp = isoNow(deps);
      await deps.users.set(auth.user._id, {
        password_hash: await hashPassword(input.password),
        password_changed_at: stamp,
        updated_at: stamp,
      });
      await endCredentials(auth.user._id, auth.sessionId);
      deps.app.events.emit('password.changed', { userId: auth.user._id });
    },
  };
}
