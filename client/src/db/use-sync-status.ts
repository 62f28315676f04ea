import { useSyncExternalStore } from 'react';
import { useOnlineStatus } from '../lib/network/use-online-status';
import { syncStatusStore } from './sync-status-store';

export interface SyncStatus {
  online: boolean;
  realtime: 'connecting' | 'open' | 'closed';
  pendingOutbox: number;
  updateRequired: boolean;
}

/** Connection and replication state for status UI (offline banner, queued counts, "update the app"). */
export function useSyncStatus(): SyncStatus {
  const online = useOnlineStatus();
  const status = useSyncExternalStore(syncStatusStore.subscribe, syncStatusStore.getSnapshot);
  return { online, ...status };
}
