import type { AccountsDeps } from './accounts-deps.js';
import { emailService } from './email-service.js';
import { passwordService } from './password-service.js';

/**
 * Work that must happen after the answer (DECISIONS #7): forgot-password and the verification
 * resend answer `ok` at once and look the address up here, so a known address takes no longer
 * than an unknown one. Events run after the request and `events.idle()` waits for them.
 */
export function registerAccountWork(deps: AccountsDeps): void {
  const passwords = passwordService(deps);
  const emails = emailService(deps);
  deps.app.events.on('password.reset_asked', ({ email }) => passwords.requestReset(email));
  deps.app.events.on('email.resend_asked', ({ email }) => emails.resend(email));
}
