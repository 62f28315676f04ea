import type { SessionOutput } from '@crashpad/sync';
import type { Page } from '@playwright/test';
import { SESSION_KEYS } from '../../client/src/lib/session/model/session-keys';

/** What the client's session store keeps in localStorage (client/src/lib/session/model). */
export interface BrowserSession {
  token: string | null;
  user: { email: string; first_name: string } | null;
  /** The stored `isKeep` expiry, ms since epoch. */
  expiresAt: number | null;
}

/**
 * Puts a session obtained through the API into the browser the way the client's session store
 * writes it, so a journey that is not about logging in starts logged in. It first opens a
 * same-origin, non-app URL (the health check) so localStorage belongs to the app's origin and
 * no app code runs before the keys are in place.
 */
export async function startBrowserSession(page: Page, session: SessionOutput): Promise<void> {
  await page.goto('/api/health');
  await page.evaluate(
    ({ keys, stored }) => {
      localStorage.setItem(keys.token, stored.token);
      localStorage.setItem(keys.user, JSON.stringify(stored.user));
      localStorage.setItem(keys.hasAutoPayment, String(stored.has_auto_payment));
      localStorage.setItem(keys.expiresAt, String(stored.session_expires_at));
    },
    { keys: SESSION_KEYS, stored: session },
  );
}

/** Reads the session the app stored in this browser. */
export async function readBrowserSession(page: Page): Promise<BrowserSession> {
  return page.evaluate((keys) => {
    const user = localStorage.getItem(keys.user);
    const expires = localStorage.getItem(keys.expiresAt);
    return {
      token: localStorage.getItem(keys.token),
      user: user ? (JSON.parse(user) as { email: string; first_name: string }) : null,
      expiresAt: expires === null ? null : Number(expires),
    };
  }, SESSION_KEYS);
}
