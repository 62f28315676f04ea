import { expect, test } from '@playwright/test';
import { DEMO } from '../support/accounts-api';
import { en } from '../support/accounts-texts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { chatEntries, listingsOf, openAs, sendChatMessage, waitForServiceWorkerControl } from '../support/messaging';
import { denyBackgroundSync, goOffline, goOnline, reloadOffline } from '../support/offline';

test('messages written offline are queued, survive a reload, and arrive once and in order when back online', async ({ browser }) => {
  const seeker = await openAs(browser, DEMO.seeker);
  const lister = await openAs(browser, DEMO.lister);
  try {
    const listings = await listingsOf(seeker.page, lister.session.user.id);
    const listing = listings.at(-1)!;
    const tag = Date.now().toString(36);
    // The chat is read on a phone: 360 px wide, nothing scrolls sideways.
    await seeker.page.setViewportSize({ width: 360, height: 740 });

    // Online first: the conversation exists on both devices and the app shell is cached.
    await seeker.page.goto(`/chat/user/${lister.session.user.id}/listing/${listing.id}`);
    await sendChatMessage(seeker.page, `Hello before take-off (${tag})`);
    await expect(seeker.page).toHaveURL(/\/chat\/[^/]+$/);
    await expect(seeker.page).not.toHaveURL(/\/chat\/user\//);
    const chatPath = new URL(seeker.page.url()).pathname;
    await waitForServiceWorkerControl(seeker.page);
    // This journey is about the page's own queue; see denyBackgroundSync.
    await denyBackgroundSync(seeker.context, seeker.page);
    await lister.page.goto(chatPath);
    await expect(chatEntries(lister.page, seeker.name).filter({ hasText: `Hello before take-off (${tag})` })).toHaveCount(1);

    // In the air: three messages, each shown at once as queued.
    const texts = [1, 2, 3].map((n) => `Offline message ${n} (${tag})`);
    await goOffline(seeker.context);
    try {
      await expect(seeker.page.getByText(en('messaging.status.offline'), { exact: false })).toBeVisible();
      for (const text of texts) await sendChatMessage(seeker.page, text);
      const queued = chatEntries(seeker.page, lister.name).filter({ hasText: en('messaging.chat.state_queued') });
      await expect(queued).toHaveCount(3);
      await expect(queued).toContainText(texts);
      await expectNoSeriousA11yViolations(seeker.page, 'chat offline with queued messages');
      const overflow = await seeker.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);

      // A reload offline: the shell comes from the service worker, the chat from the local database.
      await reloadOffline(seeker.page);
      await expect(seeker.page.getByRole('heading', { level: 1, name: en('messaging.chat.title', { name: lister.name }) })).toBeVisible();
      await expect(chatEntries(seeker.page, lister.name).filter({ hasText: en('messaging.chat.state_queued') })).toContainText(texts);
      // Nothing reached the other side meanwhile.
      await expect(chatEntries(lister.page, seeker.name).filter({ hasText: `(${tag})` })).toHaveCount(1);
    } finally {
      await goOnline(seeker.context);
    }

    // Landed: the three arrive at the lister once each, in order, without a reload.
    const arrived = chatEntries(lister.page, seeker.name).filter({ hasText: `(${tag})` });
    await expect(arrived).toHaveCount(4, { timeout: 30_000 });
    await expect(arrived).toContainText([`Hello before take-off (${tag})`, ...texts]);
    await expect(chatEntries(seeker.page, lister.name).filter({ hasText: en('messaging.chat.state_queued') })).toHaveCount(0);

    // Still exactly once after a fresh load on both sides.
    await lister.page.reload();
    await expect(chatEntries(lister.page, seeker.name).filter({ hasText: `(${tag})` })).toContainText([`Hello before take-off (${tag})`, ...texts]);
    await expect(chatEntries(lister.page, seeker.name).filter({ hasText: `(${tag})` })).toHaveCount(4);
    await seeker.page.reload();
    await expect(chatEntries(seeker.page, lister.name).filter({ hasText: `(${tag})` })).toHaveCount(4);
  } finally {
    await seeker.context.close();
    await lister.context.close();
  }
});
