import { describe, expect, it } from 'vitest';
import { createRealtimeClient, type RealtimeState } from './realtime-client';

class FakeSocket extends EventTarget {
  static all: FakeSocket[] = [];
  sent: unknown[] = [];
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    if (this.closed) return;
    this.closed = true;
    this.dispatchEvent(new Event('close'));
  }
  open() {
    this.dispatchEvent(new Event('open'));
  }
  receive(frame: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(frame) }));
  }
}

function setup() {
  FakeSocket.all = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const win = new EventTarget();
  const states: RealtimeState[] = [];
  const resyncs: string[] = [];
  let updateRequired = false;
  const client = createRealtimeClient({
    getToken: () => 'tok_abcdefghijk',
    url: 'ws://app.test/api/ws',
    WebSocket: FakeSocket as unknown as typeof WebSocket,
    window: win as unknown as Window,
    onStateChange: (s) => states.push(s),
    onUpdateRequired: () => {
      updateRequired = true;
    },
    backoff: { baseMs: 1000, maxMs: 30_000, random: () => 0.5 },
    setTimeout: (fn, ms) => timers.push({ fn, ms }),
    clearTimeout: () => undefined,
  });
  client.onResync((c) => resyncs.push(c));
  const socket = () => FakeSocket.all.at(-1)!;
  return { client, win, states, resyncs, timers, socket, updateRequired: () => updateRequired };
}

const ALL = ['threads', 'messages', 'saved_listings', 'outbox', 'rentals', 'payment_requests'];

describe('realtime client', () => {
  it('authenticates first, resyncs everything when ready and pulls the hinted collection', () => {
    const t = setup();
    t.socket().open();
    expect(t.socket().sent).toEqual([{ type: 'auth', token: 'tok_abcdefghijk', protocol: 1 }]);
    t.socket().receive({ type: 'ready' });
    expect(t.client.state).toBe('open');
    expect(t.resyncs).toEqual(ALL);
    t.socket().receive({ type: 'hint', collection: 'messages', checkpoint: { seq: 3, id: 'm' } });
    t.socket().receive({ type: 'hint', collection: 'users', checkpoint: { seq: 3, id: 'm' } });
    expect(t.resyncs).toEqual([...ALL, 'messages']);
  });

  it('hands on the documents of a changes frame, ignores a malformed one, and still pulls on the hint after it', () => {
    const t = setup();
    const changes: unknown[] = [];
    t.client.onChanges((change) => changes.push(change));
    t.socket().open();
    t.socket().receive({ type: 'ready' });
    const doc = { id: 'm9', serverSeq: 9, message: 'hi', _deleted: false };
    t.socket().receive({ type: 'changes', collection: 'messages', checkpoint: { seq: 9, id: 'm9' }, documents: [doc] });
    t.socket().receive({ type: 'changes', collection: 'messages', checkpoint: { seq: 9, id: 'm9' }, documents: [{ serverSeq: 9 }] });
    t.socket().receive({ type: 'changes', collection: 'users', checkpoint: { seq: 9, id: 'm9' }, documents: [doc] });
    t.socket().receive({ type: 'hint', collection: 'messages', checkpoint: { seq: 9, id: 'm9' } });
    expect(changes).toEqual([{ collection: 'messages', documents: [doc] }]);
    expect(t.resyncs).toEqual([...ALL, 'messages']);
  });

  it('reconnects with growing delays and resyncs everything after reconnecting', () => {
    const t = setup();
    t.socket().close();
    expect(t.client.state).toBe('closed');
    expect(t.timers.map((x) => x.ms)).toEqual([1000]);
    t.timers[0]!.fn();
    t.socket().close();
    expect(t.timers.map((x) => x.ms)).toEqual([1000, 2000]);
    t.timers[1]!.fn();
    t.socket().open();
    t.socket().receive({ type: 'ready' });
    expect(t.resyncs).toEqual(ALL);
    expect(FakeSocket.all).toHaveLength(3);
  });

  it('reconnects at once and resyncs on the window online event', () => {
    const t = setup();
    t.socket().close();
    t.win.dispatchEvent(new Event('online'));
    expect(FakeSocket.all).toHaveLength(2);
    expect(t.resyncs).toEqual(ALL);
  });

  it('stops for good on update_required and reports it', () => {
    const t = setup();
    t.socket().open();
    t.socket().receive({ type: 'error', code: 'update_required' });
    expect(t.updateRequired()).toBe(true);
    expect(t.client.state).toBe('closed');
    expect(t.timers).toHaveLength(0);
    t.win.dispatchEvent(new Event('online'));
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('sends the viewed thread once open, and again after a reconnect', () => {
    const t = setup();
    t.client.setViewing('th1');
    t.socket().open();
    t.socket().receive({ type: 'ready' });
    expect(t.socket().sent).toEqual([{ type: 'auth', token: 'tok_abcdefghijk', protocol: 1 }, { type: 'viewing', thread_id: 'th1' }]);
    t.socket().close();
    t.timers[0]!.fn();
    t.socket().open();
    t.socket().receive({ type: 'ready' });
    expect(t.socket().sent.at(-1)).toEqual({ type: 'viewing', thread_id: 'th1' });
    t.client.close();
    expect(t.client.state).toBe('closed');
  });
});
