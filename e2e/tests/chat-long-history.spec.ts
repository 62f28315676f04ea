import { queuedMessageRow, SYNC_PROTOCOL_HEADER, SYNC_PROTOCOL_VERSION } from '@crashpad/sync';
import { expect, test } from '@playwright/test';
import { DEMO } from '../support/accounts-api';
import { en } from '../support/accounts-texts';
import { chatEntries, listingsOf, openAs, threadCard } from '../support/messaging';

// Every message a user sends is an outbox row that stays on the server as sent and replicates to
// each of their devices. A conversation longer than a page must still open on its newest
// messages: before, the rows of the messages outside the loaded page came after them, marked
// Sent, and pushed the newest ones off the page.
test('a conversation longer than a page opens on its newest messages, none shown again as just sent', async ({ browser }) => {
  const seeker = await openAs(browser, DEMO.seeker);
  const lister = await openAs(browser, DEMO.lister);
  try {
    const listing = (await listingsOf(seeker.page, lister.session.user.id)).at(0)!;
    const tag = Date.now().toString(36);
    const count = 30;
    // Sent from another device: through the outbox, as the app sends, one request at a time so the
    // server's times keep their order.
    for (let n = 1; n <= count; n += 1) {
      const row = { ...queuedMessageRow(crypto.randomUUID(), { to: lister.session.user.id, message: `Crew note ${n} (${tag})`, listing_id: listing.id }, new Date().toISOString()), _deleted: false };
      const res = await seeker.page.request.post('/api/sync/outbox/push', {
        headers: { Authorization: `Bearer ${seeker.session.token}`, [SYNC_PROTOCOL_HEADER]: String(SYNC_PROTOCOL_VERSION) },
        data: [{ newDocumentState: row }],
      });
      expect(res.status()).toBe(200);
    }

    // This device has none of it yet: the inbox, then the conversation, from replication.
    await seeker.page.goto('/messages/');
    await threadCard(seeker.page, lister.name).getByRole('link', { name: en('messaging.card.open') }).click();
    await expect(seeker.page).toHaveURL(/\/chat\/[^/]+$/);
    const entries = chatEntries(seeker.page, lister.name);
    // One page of 25: the newest notes, ending with the last one sent.
    await expect(entries).toHaveCount(25);
    await expect(entries.last()).toContainText(`Crew note ${count} (${tag})`);
    await expect(entries).toContainText(Array.from({ length: 25 }, (_, i) => `Crew note ${count - 24 + i} (${tag})`));
    // All of them delivered messages: no outbox row (Sent, Queued, Not sent) among them.
    await expect(entries.and(seeker.page.locator('[data-state="delivered"]'))).toHaveCount(25);
    await expect(entries.filter({ hasText: en('messaging.chat.state_sent') })).toHaveCount(0);
  } finally {
    await seeker.context.close();
    await lister.context.close();
  }
});
