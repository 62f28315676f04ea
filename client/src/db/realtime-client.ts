import {
  SYNC_COLLECTION_NAMES,
  SYNC_PROTOCOL_VERSION,
  SYNC_WS_PATH,
  wsServerFrameSchema,
  type SyncCollectionName,
  type WsClientFrame,
} from '@crashpad/sync';
import * as v from 'valibot';
import { backoffDelay } from './backoff';

export type RealtimeState = 'connecting' | 'open' | 'closed';

/** The documents a write sent ahead of its hint, as the socket received them. */
export interface RealtimeChange {
  collection: SyncCollectionName;
  documents: Record<string, unknown>[];
}

export interface RealtimeClientDeps {
  /** The session token sent in the auth frame (read at every connect: it can change). */
  getToken: () => string | null;
  /** ws:// or wss:// URL of the socket; defaults to /api/ws on this origin. */
  url?: string;
  WebSocket?: typeof WebSocket;
  /** Where `online` is listened for. */
  window?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  onStateChange?: (state: RealtimeState) => void;
  /** The server refused our protocol version: stop and ask for an app update. */
  onUpdateRequired?: () => void;
  backoff?: { baseMs: number; maxMs: number; random?: () => number };
  setTimeout?: (fn: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
}

export interface RealtimeClient {
  readonly state: RealtimeState;
  /** Called with a collection to re-pull: on a hint, and for every collection on (re)connect and `online`. */
  onResync(listener: (collection: SyncCollectionName) => void): () => void;
  /** Called with the documents of a `changes` frame (unvalidated wire documents; the hint that follows still re-pulls). */
  onChanges(listener: (change: RealtimeChange) => void): () => void;
  /** Tells the server which thread this tab shows (null when none), so it skips push notifications for it. */
  setViewing(threadId: string | null): void;
  close(): void;
}

function defaultUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}${SYNC_WS_PATH}`;
}

/**
 * The realtime socket of ARCHITECTURE §4: authenticates with its first frame (browsers cannot
 * set headers on a WebSocket), turns server hints into RESYNCs (the client pulls; the hint's
 * checkpoint is never trusted), hands on the documents a `changes` frame sends ahead of a hint
 * (replication shows them before that pull), reconnects with backoff and RESYNCs everything
 * after each reconnect and on the window `online` event, because hints sent while disconnected
 * are lost.
 */
export function createRealtimeClient(deps: RealtimeClientDeps): RealtimeClient {
  const Ws = deps.WebSocket ?? globalThis.WebSocket;
  const win = deps.window ?? (typeof window === 'undefined' ? undefined : window);
  const later = deps.setTimeout ?? ((fn: () => void, ms: number) => globalThis.setTimeout(fn, ms));
  const cancelLater = deps.clearTimeout ?? ((handle: unknown) => globalThis.clearTimeout(handle as number));
  const backoff = deps.backoff ?? { baseMs: 1000, maxMs: 30_000 };
  const listeners = new Set<(collection: SyncCollectionName) => void>();
  const changeListeners = new Set<(change: RealtimeChange) => void>();
  let state: RealtimeState = 'closed';
  let socket: WebSocket | null = null;
  let attempt = 0;
  let timer: unknown = null;
  let stopped = false;
  let viewing: string | null = null;

  const setState = (next: RealtimeState) => {
    if (next === state) return;
    state = next;
    deps.onStateChange?.(next);
  };
  const resync = (collections: readonly SyncCollectionName[]) => {
    for (const collection of collections) for (const listener of listeners) listener(collection);
  };
  const send = (frame: WsClientFrame) => {
    if (socket && state === 'open') socket.send(JSON.stringify(frame));
  };

  function stop(): void {
    stopped = true;
    if (timer !== null) cancelLater(timer);
    timer = null;
    win?.removeEventListener('online', onOnline);
    const current = socket;
    socket = null;
    current?.close();
    setState('closed');
  }

  function scheduleReconnect(): void {
    if (stopped || timer !== null) return;
    timer = later(() => {
      timer = null;
      connect();
    }, backoffDelay(attempt++, backoff));
  }

  function onFrame(ws: WebSocket, raw: unknown): void {
    let frame: v.InferOutput<typeof wsServerFrameSchema>;
    try {
      frame = v.parse(wsServerFrameSchema, JSON.parse(String(raw)));
    } catch {
      return; // A frame we do not understand carries nothing we must act on.
    }
    if (frame.type === 'ready') {
      attempt = 0;
      setState('open');
      if (viewing !== null) send({ type: 'viewing', thread_id: viewing });
      resync(SYNC_COLLECTION_NAMES);
    } else if (frame.type === 'changes') {
      for (const listener of changeListeners) listener({ collection: frame.collection, documents: frame.documents });
    } else if (frame.type === 'hint') {
      resync([frame.collection]);
    } else if (frame.code === 'update_required') {
      deps.onUpdateRequired?.();
      stop();
    } else if (frame.code === 'unauthorized') {
      // A revoked or expired session: the api calls will find out and log out; retrying is useless.
      stop();
    } else if (socket === ws) {
      ws.close();
    }
  }

  function connect(): void {
    if (stopped) return;
    const token = deps.getToken();
    if (!token) {
      setState('closed');
      return;
    }
    setState('connecting');
    let ws: WebSocket;
    try {
      ws = new Ws(deps.url ?? defaultUrl());
    } catch {
      setState('closed');
      scheduleReconnect();
      return;
    }
    socket = ws;
    ws.addEventListener('open', () => {
      ws.send(JSON.stringify({ type: 'auth', token, protocol: SYNC_PROTOCOL_VERSION } satisfies WsClientFrame));
    });
    ws.addEventListener('message', (event) => onFrame(ws, (event as MessageEvent).data));
    ws.addEventListener('close', () => {
      if (socket !== ws) return;
      socket = null;
      setState('closed');
      scheduleReconnect();
    });
  }

  function onOnline(): void {
    // The network is back: retry now instead of waiting out the backoff, and pull what we missed.
    if (!stopped && state === 'closed') {
      if (timer !== null) cancelLater(timer);
      timer = null;
      attempt = 0;
      connect();
    }
    resync(SYNC_COLLECTION_NAMES);
  }

  win?.addEventListener('online', onOnline);
  connect();

  return {
    get state() {
      return state;
    },
    onResync(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onChanges(listener) {
      changeListeners.add(listener);
      return () => changeListeners.delete(listener);
    },
    setViewing(threadId) {
      viewing = threadId;
      send({ type: 'viewing', thread_id: threadId });
    },
    close: stop,
  };
}
