import type { DomainEvents } from '../events/domain-events.js';
import type { HintBus } from './hint-bus.js';
import type { RealtimeHub } from './realtime-hub.js';

/**
 * Domain events → realtime: every replicated write becomes a hint on the bus (the hub, here or
 * on another instance, sends it to the user's sockets); every event that can end sessions makes
 * the hub re-check that user's sockets so a logged-out or revoked session stops receiving at once.
 */
export function registerRealtimeListeners(events: DomainEvents, hub: RealtimeHub, bus: HintBus): void {
  events.on('sync.changed', ({ userId, collection, checkpoint }) => bus.publish({ userId, collection, checkpoint }));
  events.on('session.revoked', ({ userId }) => hub.recheckUser(userId));
  events.on('password.changed', ({ userId }) => hub.recheckUser(userId));
  events.on('account.deactivated', ({ userId }) => hub.recheckUser(userId));
  // Switching back revokes the switched session (DECISIONS #8).
  events.on('admin.switch', ({ userId, direction }) => (direction === 'out' ? hub.recheckUser(userId) : undefined));
}
