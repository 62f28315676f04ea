/**
 * Gets the newest app version: asks the service worker to look for one, activates a waiting one
 * (the page reloads when it takes control), or simply reloads when nothing is waiting.
 */
export async function updateApp(): Promise<void> {
  const registration = typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistration() : undefined;
  await registration?.update().catch(() => undefined);
  const waiting = registration?.waiting;
  if (waiting) {
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    // ServiceWorker.postMessage takes a transfer list, not a target origin.
    waiting.postMessage({ type: 'SKIP_WAITING' }, []);
    return;
  }
  window.location.reload();
}
