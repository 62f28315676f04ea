/// <reference lib="dom" />
import { chromium, expect, test, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../support/chromium';
import { goOffline, goOnline } from '../support/offline';

/** Waits until the service worker has installed, activated and taken control of the page. */
async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 }).toBe(true);
}

test('the app is installable: Chromium reports no installability errors', async ({ baseURL }) => {
  // Incognito contexts (Playwright's default) always report "in-incognito"; a persistent profile does not.
  const profile = mkdtempSync(join(tmpdir(), 'crashpad-pwa-profile-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS, baseURL });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await waitForServiceWorkerControl(page);
    const cdp = await context.newCDPSession(page);
    await expect
      .poll(async () => {
        const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
        return installabilityErrors.map((e) => e.errorId);
      })
      .toEqual([]);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('after one visit the app shell reloads offline, and the API is never served from a cache', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.locator('h1').first()).toBeVisible();
  await waitForServiceWorkerControl(page);
  const title = await page.title();

  await goOffline(context);
  try {
    await page.reload();
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page.locator('#root')).not.toBeEmpty();
    expect(await page.title()).toBe(title);
    expect(title).toMatch(/Crashpad/);
    // A deep link is a client route: the cached shell answers it too.
    await page.goto('/login');
    await expect(page.locator('#root')).not.toBeEmpty();
    // /api is never answered from a cache: offline it fails instead of returning stale data.
    const api = await page.evaluate(() => fetch('/api/health').then((r) => `status ${r.status}`, () => 'network error'));
    expect(api).toBe('network error');
  } finally {
    await goOnline(context);
  }
  const online = await page.evaluate(() => fetch('/api/health').then((r) => r.status));
  expect(online).toBe(200);
});

test('the precache holds the shell but not the data or the other languages', async ({ page }) => {
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      if (!name.includes('precache')) continue;
      const cache = await caches.open(name);
      for (const req of await cache.keys()) urls.push(new URL(req.url).pathname);
    }
    return urls;
  });
  expect(cached).toContain('/index.html');
  expect(cached).toContain('/manifest.webmanifest');
  expect(cached.some((u) => /^\/assets\/index-.*\.js$/.test(u))).toBe(true);
  expect(cached.some((u) => u.startsWith('/api/'))).toBe(false);
  expect(cached.filter((u) => /^\/assets\/locale-(de|fr|es|pt)-/.test(u))).toEqual([]);
});
