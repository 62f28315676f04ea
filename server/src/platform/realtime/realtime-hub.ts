import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { SYNC_WS_PATH, WS_AUTH_TIMEOUT_MS, WS_HEARTBEAT_MS, WS_MAX_PAYLOAD_BYTES } from '@crashpad/sync';
import type { Authenticator } from '../../http/auth.js';
import type { Config } from '../config.js';
import type { HintBus } from './hint-bus.js';
import type { PresenceRegistry } from './presence-registry.js';
import { createOriginCheck } from './origin-check.js';
import { CLOSE, RealtimeConnection } from './realtime-connection.js';

/**
 * The ws hub at `/api/ws` (ARCHITECTURE §4): authenticated sockets per user that receive
 * `hint` frames when the user's replicated collections change, and report which thread the
 * user is reading (so web push stays quiet for it).
 */
export interface RealtimeHub {
  /** Serves `/api/ws` upgrades on this HTTP server (other upgrade paths are refused). */
  attach(server: Server): void;
  /** True when one of the user's sockets, on this instance or another, has `threadId` open in a visible tab. */
  isViewingThread(userId: string, threadId: string): Promise<boolean>;
  /** Re-checks the session of each of the user's sockets and closes those no longer valid. */
  recheckUser(userId: string): Promise<void>;
  /** Open (authenticated) sockets of a user, or of everyone. */
  connectionCount(userId?: string): number;
  /** Graceful shutdown: closes every socket (1001) and stops serving upgrades. */
  close(): Promise<void>;
}

export interface RealtimeHubOptions {
  heartbeatMs?: number;
  authTimeoutMs?: number;
  /** How often an open socket's session is re-checked even without a revocation event (other instances, expiry). */
  revalidateMs?: number;
}

/** Enough for one user's phone, tablet and a few tabs; more is a runaway client. */
const MAX_SOCKETS_PER_USER = 16;

/** Answers a refused upgrade with a bare HTTP status. */
function refuse(socket: Duplex, status: number, text: string): void {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  socket.destroy();
}

export function createRealtimeHub(deps: {
  config: Pick<Config, 'env' | 'publicUrl'>;
  authenticator: Authenticator;
  bus: HintBus & { stop?(): Promise<void> };
  presence: PresenceRegistry;
  options?: RealtimeHubOptions;
}): RealtimeHub {
  const heartbeatMs = deps.options?.heartbeatMs ?? WS_HEARTBEAT_MS;
  const authTimeoutMs = deps.options?.authTimeoutMs ?? WS_AUTH_TIMEOUT_MS;
  const revalidateMs = deps.options?.revalidateMs ?? 5 * 60_000;
  const originAllowed = createOriginCheck(deps.config);
  // ws would accept 100 MiB frames by default (STACK-NOTES 12); clients only send tiny JSON.
  const wss = new WebSocketServer({ noServer: true, maxPayload: WS_MAX_PAYLOAD_BYTES, perMessageDeflate: false, clientTracking: false });
  const all = new Set<RealtimeConnection>();
  const byUser = new Map<string, Set<RealtimeConnection>>();
  const servers = new Set<Server>();
  let closing = false;

  const hooks = {
    authenticate: (token: string) => deps.authenticator.authenticate(token),
    admit(conn: RealtimeConnection) {
      const set = byUser.get(conn.userId!) ?? new Set();
      if (set.size >= MAX_SOCKETS_PER_USER) return false;
      set.add(conn);
      byUser.set(conn.userId!, set);
      return true;
    },
    release(conn: RealtimeConnection) {
      const set = byUser.get(conn.userId!);
      set?.delete(conn);
      if (set?.size === 0) byUser.delete(conn.userId!);
      void record(conn.id, conn.userId!, null);
    },
    viewingChanged(conn: RealtimeConnection) {
      void record(conn.id, conn.userId!, conn.viewing);
    },
  };

  // Presence writes are best effort: a failed one only means a push that could have been skipped.
  const record = (socketId: string, userId: string, threadId: string | null) =>
    deps.presence.setViewing(socketId, userId, threadId).catch((err) => console.warn('[realtime] presence', err instanceof Error ? err.message : err));

  const recheck = async (conn: RealtimeConnection) => {
    conn.lastValidatedAt = Date.now();
    const auth = conn.token ? await deps.authenticator.authenticate(conn.token) : null;
    if (!auth || auth.sessionId !== conn.sessionId) conn.fail('unauthorized', CLOSE.unauthorized);
  };

  const unsubscribe = deps.bus.subscribe((hint) => {
    for (const conn of byUser.get(hint.userId) ?? []) {
      // The documents first, so a client shows them without a pull; the hint after them keeps
      // clients that do not know `changes` (and the client's checkpoint) as they were.
      if (hint.documents?.length) conn.send({ type: 'changes', collection: hint.collection, checkpoint: hint.checkpoint, documents: hint.documents });
      conn.send({ type: 'hint', collection: hint.collection, checkpoint: hint.checkpoint });
    }
  });

  // Heartbeat: a socket that did not answer the previous ping is dead (phone went into a tunnel).
  const heartbeat = setInterval(() => {
    const now = Date.now();
    for (const conn of all) {
      if (!conn.alive) {
        conn.ws.terminate();
        continue;
      }
      conn.alive = false;
      conn.ws.ping();
      if (conn.state === 'open' && now - conn.lastValidatedAt >= revalidateMs) void recheck(conn);
    }
    const showing = [...all].filter((conn) => conn.state === 'open' && conn.viewing !== null).map((conn) => conn.id);
    deps.presence.refresh(showing).catch((err) => console.warn('[realtime] presence refresh', err instanceof Error ? err.message : err));
  }, heartbeatMs);
  heartbeat.unref();

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (path !== SYNC_WS_PATH) return refuse(socket, 404, 'Not Found');
    if (closing) return refuse(socket, 503, 'Service Unavailable');
    if (!originAllowed(req.headers.origin)) return refuse(socket, 403, 'Forbidden');
    wss.handleUpgrade(req, socket, head, (ws: WebSocket) => {
      const conn = new RealtimeConnection(ws, hooks, authTimeoutMs);
      all.add(conn);
      ws.on('close', () => all.delete(conn));
    });
  };

  return {
    attach(server) {
      servers.add(server);
      server.on('upgrade', onUpgrade);
    },
    async isViewingThread(userId, threadId) {
      for (const conn of byUser.get(userId) ?? []) if (conn.viewing === threadId) return true;
      return deps.presence.isViewing(userId, threadId);
    },
    async recheckUser(userId) {
      await Promise.all([...(byUser.get(userId) ?? [])].map(recheck));
    },
    connectionCount(userId) {
      if (userId !== undefined) return byUser.get(userId)?.size ?? 0;
      let n = 0;
      for (const set of byUser.values()) n += set.size;
      return n;
    },
    async close() {
      if (closing) return;
      closing = true;
      clearInterval(heartbeat);
      unsubscribe();
      await deps.bus.stop?.();
      for (const server of servers) server.off('upgrade', onUpgrade);
      const closed = [...all].map(
        (conn) =>
          new Promise<void>((resolve) => {
            if (conn.ws.readyState === conn.ws.CLOSED) return resolve();
            conn.ws.once('close', () => resolve());
            conn.close(CLOSE.goingAway, 'server shutting down');
          }),
      );
      // A peer that does not answer the close handshake is cut after a second.
      const force = setTimeout(() => all.forEach((conn) => conn.ws.terminate()), 1_000);
      await Promise.all(closed);
      clearTimeout(force);
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
