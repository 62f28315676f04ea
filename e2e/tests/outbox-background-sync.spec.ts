/// <reference lib="dom" />
import { SYNC_PROTOCOL_HEADER, SYNC_PROTOCOL_VERSION } from '@crashpad/sync';
import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { DEMO } from '../support/accounts-api';
import { en } from '../support/accounts-texts';
import { chatEntries, listingsOf, openAs, sendChatMessage, waitForServiceWorkerControl } from '../support/messaging';
import { goOffline, goOnline, silenceDepartingPage } from '../support/offline';
import { registrationId } from '../support/service-worker';

/** Rows waiting in the outbox relay (the IndexedDB the page fills and the service worker reads). */
const relayRows = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ id: string; message: string }[]>((resolve, reject) => {
        const open = indexedDB.open('crashpad-outbox-relay');
        // Never create the relay from here (an empty version-1 database would lack its stores).
        open.addEventListener('upgradeneeded', () => open.transaction?.abort());
        open.addEventListener('error', () => (open.error?.name === 'AbortError' ? resolve([]) : reject(open.error)));
        open.addEventListener('success', () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('rows')) return resolve([]);
          const all = db.transaction('rows').objectStore('rows').getAll();
          all.addEventListener('success', () => {
            resolve((all.result as { id: string; doc: { payload: { message: string } } }[]).map((r) => ({ id: r.id, message: r.doc.payload.message })));
            db.close();
          });
          all.addEventListener('error', () => reject(all.error));
        });
      }),
  );

/** Messages with `text` the server holds for the recipient (their replication feed). */
async function arrivedAtServer(request: APIRequestContext, token: string, text: string): Promise<number> {
  const res = await request.get('/api/sync/messages/pull?limit=500', {
    headers: { Authorization: `Bearer ${token}`, [SYNC_PROTOCOL_HEADER]: String(SYNC_PROTOCOL_VERSION) },
  });
  expect(res.status()).toBe(200);
  const { documents } = (await res.json()) as { documents: { message: string }[] };
  return documents.filter((d) => d.message === text).length;
}

test('a message queued offline is delivered once by the service worker after the app was closed', async ({ browser, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const seeker = await openAs(browser, DEMO.seeker);
  const lister = await openAs(browser, DEMO.lister);
  try {
    const listing = (await listingsOf(seeker.page, lister.session.user.id)).at(0)!;
    const tag = Date.now().toString(36);
    await seeker.page.goto(`/chat/user/${lister.session.user.id}/listing/${listing.id}`);
    await sendChatMessage(seeker.page, `Boarding now (${tag})`);
    await expect(seeker.page).toHaveURL(/\/chat\/(?!user\/)[^/]+$/);
    const chatPath = new URL(seeker.page.url()).pathname;
    await waitForServiceWorkerControl(seeker.page);

    // Pushes the worker makes, seen through the context (PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS).
    const workerPushes: Request[] = [];
    seeker.context.on('request', (request) => {
      if (request.serviceWorker() && request.method() === 'POST' && request.url().endsWith('/api/sync/outbox/push')) workerPushes.push(request);
    });

    // In the air: the message is queued, and handed to the worker through the relay.
    const text = `Written at 35,000 ft (${tag})`;
    await goOffline(seeker.context);
    await sendChatMessage(seeker.page, text);
    await expect(chatEntries(seeker.page, lister.name).filter({ hasText: text }).filter({ hasText: en('messaging.chat.state_queued') })).toHaveCount(1);
    await expect.poll(() => relayRows(seeker.page)).toEqual([expect.objectContaining({ message: text })]);

    // The app is closed before the connection returns; a blank tab keeps the browser context
    // (and a DevTools session) alive without being a window of the app.
    const blank = await seeker.context.newPage();
    const { cdp, id } = await registrationId(seeker.context, blank, `${origin}/`);
    await silenceDepartingPage(seeker.page);
    await seeker.page.close();
    await goOnline(seeker.context);

    // Landed: the browser fires the `outbox` Background Sync. Chromium may fire it by itself as
    // the connection returns (so the message can already be there: no "not yet" check here);
    // firing it through the DevTools protocol makes sure it runs at least once.
    await cdp.send('ServiceWorker.dispatchSyncEvent', { origin, registrationId: id, tag: 'outbox', lastChance: false });
    await expect.poll(() => arrivedAtServer(lister.page.request, lister.session.token, text), { timeout: 15_000 }).toBe(1);
    // It was the worker that delivered it, with the page gone.
    const answered = await Promise.all(workerPushes.map(async (r) => (await r.response())?.status()));
    expect(answered).toContain(200);

    // A second sync (the browser retrying, say) finds nothing left to send.
    await cdp.send('ServiceWorker.dispatchSyncEvent', { origin, registrationId: id, tag: 'outbox', lastChance: false });
    await blank.waitForTimeout(1000);
    expect(await arrivedAtServer(lister.page.request, lister.session.token, text)).toBe(1);

    // Reopening the app shows it sent (the page takes the server's state), still once at the recipient.
    const reopened = await seeker.context.newPage();
    await reopened.goto(chatPath);
    await expect(chatEntries(reopened, lister.name).filter({ hasText: text })).toHaveCount(1);
    await expect(chatEntries(reopened, lister.name).filter({ hasText: en('messaging.chat.state_queued') })).toHaveCount(0);
    await expect.poll(() => relayRows(reopened)).toEqual([]);
    await lister.page.goto(chatPath);
    await expect(chatEntries(lister.page, seeker.name).filter({ hasText: text })).toHaveCount(1);
    expect(await arrivedAtServer(lister.page.request, lister.session.token, text)).toBe(1);
  } finally {
    await seeker.context.close();
    await lister.context.close();
  }
});
