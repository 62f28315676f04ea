import { WS_HEARTBEAT_MS } from '@crashpad/sync';
import type { AuthedContext } from '../../app-context.js';
import { localHintBus, type HintBus } from './hint-bus.js';
import { localPresence, storePresence, type PresenceRegistry } from './presence-registry.js';
import { createRealtimeHub, type RealtimeHub, type RealtimeHubOptions } from './realtime-hub.js';
import { registerRealtimeListeners, type HintDocumentSlot } from './realtime-listeners.js';
import { storeHintBus } from './store-hint-bus.js';

/**
 * The realtime hub wired to the app's authenticator and domain events. On MongoDB several app
 * instances share one store (ARCHITECTURE §7), so hints fan out and presence is kept through the
 * store; the embedded store is one process, so both stay in memory there.
 */
export async function createRealtime(
  app: AuthedContext,
  options: { bus?: HintBus & { stop?(): Promise<void> }; presence?: PresenceRegistry; hub?: RealtimeHubOptions; hintDocuments?: HintDocumentSlot } = {},
): Promise<RealtimeHub> {
  const shared = app.store.kind === 'mongodb';
  let bus = options.bus;
  if (!bus) {
    if (shared) {
      const storeBus = storeHintBus(app.store, app.clock);
      await storeBus.start();
      bus = storeBus;
    } else bus = localHintBus();
  }
  let presence = options.presence;
  if (!presence) {
    if (shared) {
      // Three missed heartbeats and a socket's entry no longer counts (its instance is gone).
      const storeRegistry = storePresence(app.store, app.clock, 3 * (options.hub?.heartbeatMs ?? WS_HEARTBEAT_MS));
      await storeRegistry.init();
      presence = storeRegistry;
    } else presence = localPresence();
  }
  const hub = createRealtimeHub({ config: app.config, authenticator: app.authenticator, bus, presence, options: options.hub });
  registerRealtimeListeners(app.events, hub, bus, options.hintDocuments);
  return hub;
}
