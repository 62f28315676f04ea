import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import type { RawData, WebSocket } from 'ws';
import { SYNC_PROTOCOL_VERSION, wsClientFrameSchema, type WsClientFrame, type WsServerFrame } from '@crashpad/sync';
import type { AuthState } from '../../http/auth.js';

/** Close codes we use (4000–4999 are free for applications). */
export const CLOSE = {
  normal: 1000,
  goingAway: 1001,
  policy: 1008,
  tryLater: 1013,
  unauthorized: 4401,
  updateRequired: 4426,
} as const;

/** A socket that lets this much unsent data pile up cannot keep up; it is dropped and resyncs on reconnect. */
const MAX_BUFFERED_BYTES = 256 * 1024;
/** Frames a client may send per window; a well-behaved one sends a handful (auth, viewing on navigation). */
const FRAME_RATE = { max: 120, windowMs: 60_000 };

export interface ConnectionHooks {
  authenticate(token: string): Promise<AuthState | null>;
  /** Registers the socket under its user; false refuses it (too many sockets for the user). */
  admit(conn: RealtimeConnection): boolean;
  /** The thread the socket shows changed (a `viewing` frame). */
  viewingChanged(conn: RealtimeConnection): void;
  release(conn: RealtimeConnection): void;
}

/**
 * One client socket: waits for the `auth` frame (within the auth timeout), then accepts
 * `viewing` frames. Frames are handled one at a time in arrival order, so a `viewing` frame sent
 * right behind `auth` applies after the authentication finished.
 */
export class RealtimeConnection {
  /** Names the socket in the presence registry, across instances. */
  readonly id = randomUUID();
  state: 'awaiting_auth' | 'open' | 'closed' = 'awaiting_auth';
  userId: string | null = null;
  sessionId: string | null = null;
  /** Kept to re-check the session later (revocation, expiry). */
  token: string | null = null;
  /** Thread the user has open in a visible tab on this connection. */
  viewing: string | null = null;
  /** Cleared on each ping, set by the pong. */
  alive = true;
  lastValidatedAt = 0;
  private queue: Promise<void> = Promise.resolve();
  private readonly authTimer: NodeJS.Timeout;
  private frames = 0;
  private windowStart = Date.now();

  constructor(
    readonly ws: WebSocket,
    private readonly hooks: ConnectionHooks,
    authTimeoutMs: number,
  ) {
    this.authTimer = setTimeout(() => this.fail('unauthorized', CLOSE.unauthorized), authTimeoutMs);
    ws.on('message', (data, isBinary) => {
      this.queue = this.queue.then(() => this.onMessage(data, isBinary)).catch(() => this.fail('invalid_frame', CLOSE.policy));
    });
    ws.on('pong', () => {
      this.alive = true;
    });
    ws.on('close', () => this.onClosed());
    // ws closes the socket itself after an error (e.g. 1009 for a frame over maxPayload).
    ws.on('error', () => undefined);
  }

  send(frame: WsServerFrame): void {
    if (this.ws.readyState !== this.ws.OPEN) return;
    if (this.ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.ws.terminate();
      return;
    }
    this.ws.send(JSON.stringify(frame));
  }

  /** Sends the error frame the contract names, then closes. */
  fail(code: 'update_required' | 'unauthorized' | 'invalid_frame', closeCode: number): void {
    if (this.state === 'closed') return;
    this.send({ type: 'error', code });
    this.close(closeCode, code);
  }

  close(code: number, reason: string): void {
    if (this.state === 'closed') return;
    this.onClosed();
    this.ws.close(code, reason);
  }

  private onClosed(): void {
    if (this.state === 'closed') return;
    clearTimeout(this.authTimer);
    const wasOpen = this.state === 'open';
    this.state = 'closed';
    this.viewing = null;
    if (wasOpen) this.hooks.release(this);
  }

  private overRate(): boolean {
    const now = Date.now();
    if (now - this.windowStart > FRAME_RATE.windowMs) {
      this.windowStart = now;
      this.frames = 0;
    }
    this.frames += 1;
    return this.frames > FRAME_RATE.max;
  }

  private async onMessage(data: RawData, isBinary: boolean): Promise<void> {
    if (this.state === 'closed') return;
    if (this.overRate()) return this.close(CLOSE.policy, 'too many frames');
    const frame = isBinary ? null : parseFrame(data);
    if (!frame) return this.fail('invalid_frame', CLOSE.policy);
    if (this.state === 'awaiting_auth') {
      if (frame.type !== 'auth') return this.fail('unauthorized', CLOSE.unauthorized);
      return this.authenticate(frame.token, frame.protocol);
    }
    // One authentication per socket: a new token means a new socket.
    if (frame.type === 'auth') return this.fail('invalid_frame', CLOSE.policy);
    this.viewing = frame.thread_id;
    this.hooks.viewingChanged(this);
  }

  private async authenticate(token: string, protocol: number): Promise<void> {
    clearTimeout(this.authTimer);
    // An installed PWA may be months old: tell it to update instead of speaking past each other.
    if (protocol !== SYNC_PROTOCOL_VERSION) return this.fail('update_required', CLOSE.updateRequired);
    const auth = await this.hooks.authenticate(token);
    if (this.state === 'closed') return;
    if (!auth) return this.fail('unauthorized', CLOSE.unauthorized);
    this.userId = auth.user._id;
    this.sessionId = auth.sessionId;
    this.token = token;
    this.lastValidatedAt = Date.now();
    this.state = 'open';
    if (!this.hooks.admit(this)) {
      this.state = 'closed';
      this.ws.close(CLOSE.tryLater, 'too many connections');
      return;
    }
    this.send({ type: 'ready' });
  }
}

function parseFrame(data: RawData): WsClientFrame | null {
  try {
    const bytes = Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
    const text = bytes.toString('utf8');
    const result = v.safeParse(wsClientFrameSchema, JSON.parse(text));
    return result.success ? result.output : null;
  } catch {
    return null;
  }
}
