/** sessionStorage key of a password-reset token taken out of the address bar. */
export const RESET_TOKEN_KEY = 'password_reset_token';

/**
 * DECISIONS #6: the reset token leaves the address bar as soon as it is read (history, screen
 * sharing, Referer). /password/reset/{token} stashes it here for this tab and moves to
 * /password/reset, which reads it back; a reload keeps working, another tab does not see it.
 */
export function stashResetToken(storage: Storage, token: string): void {
  storage.setItem(RESET_TOKEN_KEY, token);
}

export function readResetToken(storage: Storage): string | null {
  const token = storage.getItem(RESET_TOKEN_KEY);
  return token && /^[A-Za-z0-9_.-]{1,512}$/.test(token) ? token : null;
}

export function clearResetToken(storage: Storage): void {
  storage.removeItem(RESET_TOKEN_KEY);
}
