import { clearLinkToken, readLinkToken, stashLinkToken, type LinkTokenKind } from '../model/link-token-stash';

/** This tab's stash of an e-mailed link's token (sessionStorage; see model/link-token-stash). */
function linkTokenStore(kind: LinkTokenKind) {
  return {
    stash: (token: string) => stashLinkToken(window.sessionStorage, kind, token),
    read: () => readLinkToken(window.sessionStorage, kind),
    clear: () => clearLinkToken(window.sessionStorage, kind),
  };
}

export const resetTokenStore = linkTokenStore('password_reset');
export const verifyTokenStore = linkTokenStore('email_verify');
