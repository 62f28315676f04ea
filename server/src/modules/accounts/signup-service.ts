import { SESSION_SHORT_MS, type CreateAccountInput, type Language, type PaidPlan, type SessionOutput } from '@crashpad/sync';
import { AppError } from '../../http/app-error.js';
import { hashPassword } from '../../platform/passwords/password-hasher.js';
import { DuplicateKeyError } from '../../platform/store/types.js';
import type { AccountsDeps } from './accounts-deps.js';
import { issueEmailVerification } from './email-verification.js';
import { assertNotCommon } from './guards.js';
import { newUserDoc } from './user-factory.js';

/** spec 1 §4: the plan follows from the account type; a tenant account is free. */
function planOf(input: CreateAccountInput): PaidPlan | null {
  if (input.account_type === 'seeker') return 'seeker';
  if (input.account_type === 'lister') return input.user_plan ?? null;
  return null;
}

export function signupService(deps: AccountsDeps) {
  return {
    /** POST /email-exists and /user/exists (rate-limited at the route, DECISIONS #7). */
    async emailExists(email: string): Promise<boolean> {
      return (await deps.users.byEmail(email)) !== null;
    },

    /**
     * POST /accounts. Paid accounts wait for payment (PENDING_PAYMENT, plan pending); price and
     * listing limit come from the plan catalogue, never from the payload (DECISIONS #11).
     * `emailVerified`: the address is already proven (an invitation link reached it), so the
     * account starts verified and no verification mail is sent.
     */
    async signup(input: CreateAccountInput, requestLocale: Language, options: { emailVerified?: boolean } = {}): Promise<SessionOutput> {
      assertNotCommon(input.password);
      if (await deps.users.byEmail(input.email)) throw new AppError('email_taken');
      const doc = newUserDoc({
        first_name: input.first_name,
        last_name: input.last_name,
        display_name: input.display_name,
        email: input.email,
        password_hash: await hashPassword(input.password),
        now: deps.app.clock.now(),
        user_plan: planOf(input),
        locale: input.locale ?? requestLocale,
        gender: input.gender,
        airlines: input.airlines ?? null,
        phone_number: input.phone_number,
        country_code: input.country_code ?? null,
        birthdate_year: input.birthdate_year,
        birthdate_month: input.birthdate_month,
        birthdate_day: input.birthdate_day,
        hear_about_us: input.hear_about_us,
        referral_code: input.referral_code ?? null,
        invitation_code: input.verification_code ?? null,
        email_verified: options.emailVerified === true,
      });
      try {
        await deps.users.insert(doc);
      } catch (err) {
        // Two sign-ups racing for one address: the unique index decides.
        if (err instanceof DuplicateKeyError) throw new AppError('email_taken');
        throw err;
      }
      if (!options.emailVerified) {
        await deps.addressLimits.countMail(doc.email);
        await issueEmailVerification(deps, doc._id, doc.email);
      }
      deps.app.events.emit('account.created', { userId: doc._id });
      const { session, token } = await deps.issuer.open(doc, { keep: false, ttlMs: SESSION_SHORT_MS });
      return deps.issuer.output(doc, token, session);
    },
  };
}
