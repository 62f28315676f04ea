/** The e-mailed links whose single-use token is taken out of the address bar. */
export type LinkTokenKind = 'password_reset' | 'email_verify';

const keyOf = (kind: LinkTokenKind) => `${kind}_token`;

/**
 * DECISIONS #6: a link's token leaves the address bar as soon as it is read (history, screen
 * sharing, Referer). The `/…/{token}` route stashes it here for this tab and moves to the same
 * path without the token, which reads it back; a reload keeps working, another tab does not see it.
 */
export function stashLinkToken(storage: Storage, kind: LinkTokenKind, token: string): void {
  storage.setItem(keyOf(kind), token);
}

export function readLinkToken(storage: Storage, kind: LinkTokenKind): string | null {
  const token = storage.getItem(keyOf(kind));
  return token && /^[A-Za-z0-9_.-]{1,512}$/.test(token) ? token : null;
}

export function clearLinkToken(storage: Storage, kind: LinkTokenKind): void {
  storage.removeItem(keyOf(kind));
}
