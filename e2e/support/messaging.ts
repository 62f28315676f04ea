import type { SessionOutput } from '@crashpad/sync';
import { expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, logInViaApi } from './accounts-api';
import { startBrowserSession } from './accounts-session';
import { en } from './accounts-texts';

export interface ChatUser {
  context: BrowserContext;
  page: Page;
  session: SessionOutput;
  /** The name the other side sees (thread cards, chat header). */
  name: string;
}

/** A browser context of its own, logged in as a demo account (DECISIONS #15). */
export async function openAs(browser: Browser, email: string): Promise<ChatUser> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const session = await logInViaApi(page.request, email, DEMO_PASSWORD);
  await startBrowserSession(page, session);
  const name = session.user.display_name || `${session.user.first_name} ${session.user.last_name}`.trim();
  return { context, page, session, name };
}

/** The lister's active listings as their public page lists them (GET /api/lister/{id}/properties). */
export async function listingsOf(page: Page, listerId: string): Promise<{ id: string; title: string }[]> {
  const res = await page.request.get(`/api/lister/${listerId}/properties`);
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { properties: { id: string; title: string }[] };
  expect(body.properties.length).toBeGreaterThan(0);
  return body.properties;
}

/** Waits until the service worker controls the page, so a reload works offline. */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 }).toBe(true);
}

/** The entries of the open chat with `name`, oldest first. */
export const chatEntries = (page: Page, name: string): Locator =>
  page.getByRole('region', { name: en('messaging.chat.history_label', { name }) }).getByRole('listitem');

/** The card of the thread with `name` in the open inbox tab. */
export const threadCard = (page: Page, name: string): Locator =>
  page.getByRole('list', { name: en('messaging.inbox.list_label') }).getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });

/** Types a message into the chat form and presses Send. */
export async function sendChatMessage(page: Page, text: string): Promise<void> {
  const form = page.getByRole('form', { name: en('messaging.form.label') });
  const textarea = form.getByRole('textbox', { name: en('messaging.form.message'), exact: true });
  await textarea.fill(text);
  await form.getByRole('button', { name: en('messaging.form.send') }).click();
  await expect(textarea).toHaveValue('');
}
