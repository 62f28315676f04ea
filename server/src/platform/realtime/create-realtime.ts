import type { AuthedContext } from '../../app-context.js';
import { localHintBus, type HintBus } from './hint-bus.js';
import { createRealtimeHub, type RealtimeHub, type RealtimeHubOptions } from './realtime-hub.js';
import { registerRealtimeListeners } from './realtime-listeners.js';

/**
 * The realtime hub wired to the app's authenticator and domain events. `bus` defaults to the
 * process-local one; a multi-instance deployment passes a MongoDB change-stream bus instead.
 */
export function createRealtime(app: AuthedContext, options: { bus?: HintBus; hub?: RealtimeHubOptions } = {}): RealtimeHub {
  const bus = options.bus ?? localHintBus();
  const hub = createRealtimeHub({ config: app.config, authenticator: app.authenticator, bus, options: options.hub });
  registerRealtimeListeners(app.events, hub, bus);
  return hub;
}
