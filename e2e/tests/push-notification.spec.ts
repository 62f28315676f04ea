/// <reference lib="dom" />
import { expect, test, type Page } from '@playwright/test';
import { signUpViaApi } from '../support/accounts-api';
import { startBrowserSession } from '../support/accounts-session';
import { en } from '../support/accounts-texts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { waitForServiceWorkerControl } from '../support/messaging';
import { countShownNotifications, registrationId } from '../support/service-worker';

const notifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, icon: n.icon, data: n.data as unknown }));
  });

test('a push delivered to the service worker shows the message notification', async ({ page, context, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  await context.grantPermissions(['notifications'], { origin });
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  const { cdp, id } = await registrationId(context, page, `${origin}/`);
  const { shown } = await countShownNotifications(context);

  // Headless Chromium cannot hold a real push subscription (STACK-NOTES 7); the DevTools
  // protocol hands the worker the same push event a push service would.
  const payload = { title: 'Bob B', body: 'Is the crew room still free on the 12th?', url: '/chat/thread-42', tag: 'thread:thread-42' };
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: id, data: JSON.stringify(payload) });
  await expect.poll(shown).toBe(1);
  await expect
    .poll(() => notifications(page))
    .toEqual([{ title: 'Bob B', body: payload.body, tag: payload.tag, icon: `${origin}/icons/icon-192.png`, data: { url: '/chat/thread-42' } }]);

  // A newer message of the same thread replaces the notification instead of stacking another.
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: id, data: JSON.stringify({ ...payload, body: 'Never mind, found one.' }) });
  await expect.poll(shown).toBe(2);
  await expect.poll(async () => (await notifications(page)).map((n) => n.body)).toEqual(['Never mind, found one.']);

  // A payload that is not ours shows nothing.
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: id, data: JSON.stringify({ ...payload, tag: 'thread:other', url: 'https://evil.example/' }) });
  await page.waitForTimeout(500);
  expect(await shown()).toBe(2);
  expect((await notifications(page)).map((n) => n.tag)).toEqual(['thread:thread-42']);
});

test('the Notifications setting never prompts on load and explains a blocked permission', async ({ page, context, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const account = await signUpViaApi(page.request, { first_name: 'Nora', display_name: 'Nora N', label: 'push' });
  await startBrowserSession(page, account.session);
  await page.goto('/account-setting');
  const section = page.getByRole('region', { name: en('push.title') });
  const toggle = section.getByRole('checkbox', { name: en('push.toggle') });
  await expect(toggle).toBeVisible();
  await expect(toggle).not.toBeChecked();
  await expect(section.getByText(en('push.prompt_hint'))).toBeVisible();
  // Nothing asked the user: the permission is still undecided after the page loaded.
  expect(await page.evaluate(() => Notification.permission)).toBe('default');
  await expectNoSeriousA11yViolations(page, '/account-setting notifications');

  // The user blocked notifications in the browser: the section says how to allow them again.
  const cdp = await context.newCDPSession(page);
  const { targetInfo } = await cdp.send('Target.getTargetInfo');
  await cdp.send('Browser.setPermission', {
    origin,
    browserContextId: targetInfo.browserContextId,
    permission: { name: 'notifications' },
    setting: 'denied',
  });
  await expect.poll(() => page.evaluate(() => Notification.permission)).toBe('denied');
  await page.reload();
  await expect(section.getByText(en('push.denied'))).toBeVisible();
  await expect(toggle).toHaveCount(0);
});
