import { clearResetToken, readResetToken, stashResetToken } from '../model/reset-token-stash';

/** The tab's stash of a reset token (sessionStorage; see model/reset-token-stash). */
export const resetTokenStore = {
  stash: (token: string) => stashResetToken(window.sessionStorage, token),
  read: () => readResetToken(window.sessionStorage),
  clear: () => clearResetToken(window.sessionStorage),
};
