/**
 * How the journeys launch Chromium on these machines: Debian's /usr/bin/chromium (Playwright
 * cannot download its own browsers here) with flags that keep it quiet and offline-friendly
 * (STACK-NOTES pitfall 11). Shared by the Playwright config and by tests that launch their own
 * persistent browser.
 */
export const CHROMIUM_EXECUTABLE = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
