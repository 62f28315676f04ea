/// <reference lib="webworker" />
/**
 * Static routes (the Service Worker Static Routing API, Chromium 123+): requests under /api go
 * straight to the network without waking this worker or dispatching a fetch event to it. The
 * worker never answers them anyway (caching-rules.ts: isNeverCached), so the only effect is
 * latency: a message's push, pulls and every API call skip a round through the worker thread.
 * Browsers without the API (or without URLPattern) keep sending them through the fetch event,
 * which falls through to the network as before.
 */
interface RouterRule {
  condition: { urlPattern: unknown };
  source: 'network';
}
type InstallEventWithRoutes = ExtendableEvent & { addRoutes?: (rules: RouterRule | RouterRule[]) => Promise<void> };

/** The rules, one per path prefix the worker must leave alone (null without URLPattern). */
export function networkOnlyRules(patternOf: ((init: { pathname: string }) => unknown) | null): RouterRule[] | null {
  if (!patternOf) return null;
  return [{ condition: { urlPattern: patternOf({ pathname: '/api/*' }) }, source: 'network' }];
}

/** Registers the rules while the worker installs (the only moment the API accepts them). */
export function registerNetworkRoutes(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('install', (event) => {
    const install = event as InstallEventWithRoutes;
    const URLPatternCtor = (globalThis as { URLPattern?: new (init: { pathname: string }) => unknown }).URLPattern;
    const rules = networkOnlyRules(URLPatternCtor ? (init) => new URLPatternCtor(init) : null);
    if (!install.addRoutes || !rules) return;
    // A refusal (an older rule syntax) only costs the shortcut; installing must not fail for it.
    install.waitUntil(install.addRoutes(rules).catch((error: unknown) => console.warn('static routes refused', error)));
  });
}
