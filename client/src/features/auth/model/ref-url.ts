/** Where a successful login goes without a (usable) ref_url (spec 1 §4). */
export const AFTER_LOGIN_PATH = '/messages';

/** Pages that must not be the destination after logging in: they would loop or make no sense. */
const NOT_AFTER_LOGIN = ['/login', '/create-account', '/forgot', '/password/reset'];

/**
 * Turns `ref_url` into a path on this site, or null. Only same-origin paths are accepted, so a
 * crafted link cannot send a freshly logged-in user to another site (open redirect): absolute
 * URLs to other origins, protocol-relative `//host` and backslash tricks are refused.
 */
export function safeRefUrl(raw: unknown, origin: string): string | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  if (!value || value.length > 2000) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  // A relative value must be a root path: "messages" or "//evil" are not what login links send.
  if (!value.startsWith('/') && !value.startsWith(origin)) return null;
  if (value.startsWith('//') || value.startsWith('/\\')) return null;
  const path = url.pathname.replace(/\/+$/, '') || '/';
  if (NOT_AFTER_LOGIN.some((page) => path === page || path.startsWith(`${page}/`))) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The page to open after a successful login: ref_url when it is safe, else /messages. */
export function destinationAfterLogin(raw: unknown, origin: string): string {
  return safeRefUrl(raw, origin) ?? AFTER_LOGIN_PATH;
}
