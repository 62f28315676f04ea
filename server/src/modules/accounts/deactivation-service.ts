import { timingSafeEqual } from 'node:crypto';
import { ulid } from 'ulid';
import { DEACTIVATION_CODE_MS } from '@crashpad/sync';
import { AppError } from '../../http/app-error.js';
import type { AuthState } from '../../http/auth.js';
import { flagOn } from '../config/flags.js';
import { isoNow, type AccountsDeps } from './accounts-deps.js';
import { forbidSwitched } from './guards.js';
import { digestToken, newNumericCode } from './secret-token.js';

/** A code dies after this many wrong guesses (a million codes must not be guessable online). */
const MAX_ATTEMPTS = 5;

/** The code is digested together with its record id, so equal codes never share a digest. */
const codeDigest = (recordId: string, code: string) => digestToken(`${recordId}:${code}`);

export function deactivationService(deps: AccountsDeps) {
  /** spec 1 §6: Close Account only with the deactivate flag (which may be whitelisted). */
  const ensureAllowed = (auth: AuthState) => {
    if (!flagOn(deps.app.config.flags, 'deactivate_account', auth.user.email)) throw new AppError('feature_disabled');
    forbidSwitched(auth);
  };

  return {
    /** GET/POST /user/request-deactivation-account: e-mails a 6-digit code valid 30 minutes. */
    async request(auth: AuthState): Promise<void> {
      ensureAllowed(auth);
      await deps.addressLimits.mail(auth.user.email);
      const now = deps.app.clock.now();
      const code = newNumericCode();
      const id = ulid(now);
      await deps.accountTokens.supersede(auth.user._id, 'deactivation');
      await deps.accountTokens.insert({
        _id: id,
        kind: 'deactivation',
        hash: codeDigest(id, code),
        user_id: auth.user._id,
        email: null,
        keep: false,
        created_at: now,
        expires_at: now + DEACTIVATION_CODE_MS,
        used_at: null,
        attempts: 0,
      });
      deps.app.events.emit('account.deactivation_requested', { userId: auth.user._id, code });
    },

    /** DELETE /user/verify-deactivation-code: closes the account and ends all its sessions. */
    async confirm(auth: AuthState, code: string): Promise<void> {
      ensureAllowed(auth);
      const now = deps.app.clock.now();
      const doc = await deps.accountTokens.liveOfUser(auth.user._id, 'deactivation', now);
      if (!doc) throw new AppError('invalid_code', { fields: { code: 'errors.invalid_code' } });
      const matches = timingSafeEqual(Buffer.from(codeDigest(doc._id, code)), Buffer.from(doc.hash));
      if (!matches) {
        await deps.accountTokens.countAttempt(doc._id);
        if (doc.attempts + 1 >= MAX_ATTEMPTS) await deps.accountTokens.invalidate(doc._id, now);
        throw new AppError('invalid_code', { fields: { code: 'errors.invalid_code' } });
      }
      if (!(await deps.accountTokens.consume(doc.hash, 'deactivation', now))) throw new AppError('invalid_code');
      const stamp = isoNow(deps);
      await deps.users.set(auth.user._id, { status: 'DEACTIVATED', deactivated_at: stamp, updated_at: stamp });
      await deps.sessions.revokeAllOf(auth.user._id, now);
      deps.app.events.emit('account.deactivated', { userId: auth.user._id });
    },
  };
}
