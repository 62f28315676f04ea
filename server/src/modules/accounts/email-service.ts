import { AppError } from '../../http/app-error.js';
import type { AuthState } from '../../http/auth.js';
import { verifyPassword } from '../../platform/passwords/password-hasher.js';
import { DuplicateKeyError } from '../../platform/store/types.js';
import { isoNow, type AccountsDeps } from './accounts-deps.js';
import { issueEmailVerification } from './email-verification.js';
import { forbidSwitched } from './guards.js';
import { digestToken } from './secret-token.js';

export function emailService(deps: AccountsDeps) {
  return {
    /** For POST /email/resend, run after the answer (account-work.ts), as forgot-password. */
    async resend(email: string): Promise<void> {
      const user = await deps.users.byEmail(email);
      if (!user || user.email_verified || user.status === 'DEACTIVATED') return;
      await issueEmailVerification(deps, user._id, user.email);
    },

    /** POST /verify-email: resend for the signed-in caller. */
    async resendForCaller(auth: AuthState): Promise<void> {
      if (auth.user.email_verified) return;
      await deps.addressLimits.mail(auth.user.email);
      await issueEmailVerification(deps, auth.user._id, auth.user.email);
    },

    /**
     * POST /verify-token-email and /verify-token-new-email share this: a link for the current
     * address verifies it, a link for the pending new address switches to it. Older links die
     * when a newer one is issued or the address changes.
     */
    async verify(token: string): Promise<{ verified: true; email: string }> {
      const hash = digestToken(token);
      const now = deps.app.clock.now();
      const found = await deps.accountTokens.findLive(hash, 'verify_email', now);
      const user = found && (await deps.users.byId(found.user_id));
      if (!found || !user || user.status === 'DEACTIVATED' || !found.email) throw new AppError('token_invalid');
      const email = found.email;
      const isChange = email !== user.email;
      if (isChange && email !== user.pending_email) throw new AppError('token_invalid');
      if (isChange) {
        const owner = await deps.users.byEmail(email);
        if (owner && owner._id !== user._id) throw new AppError('email_taken');
      }
      if (!(await deps.accountTokens.consume(hash, 'verify_email', now))) throw new AppError('token_invalid');
      const stamp = isoNow(deps);
      try {
        await deps.users.set(user._id, isChange
          ? { email, pending_email: null, email_verified: true, updated_at: stamp }
          : { email_verified: true, updated_at: stamp });
      } catch (err) {
        if (err instanceof DuplicateKeyError) throw new AppError('email_taken');
        throw err;
      }
      return { verified: true, email };
    },

    /**
     * POST /user/update-email: needs the password, keeps the address pending and mails a link to
     * the NEW address; the switch happens when that link is used.
     */
    async requestChange(auth: AuthState, input: { email: string; password: string }): Promise<{ pending_email: string }> {
      forbidSwitched(auth);
      if (!(await verifyPassword(auth.user.password_hash, input.password))) {
        throw new AppError('wrong_password', { fields: { password: 'errors.wrong_password' } });
      }
      if (input.email === auth.user.email) throw new AppError('same_email', { fields: { email: 'errors.same_email' } });
      await deps.addressLimits.lookup(input.email);
      if (await deps.users.byEmail(input.email)) throw new AppError('email_taken', { fields: { email: 'errors.email_taken' } });
      await deps.addressLimits.mail(input.email);
      await deps.users.set(auth.user._id, { pending_email: input.email, updated_at: isoNow(deps) });
      await issueEmailVerification(deps, auth.user._id, input.email);
      return { pending_email: input.email };
    },
  };
}
