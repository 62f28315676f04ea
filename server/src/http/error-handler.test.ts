import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../test-support/test-server.js';
import { isClientAbort } from './error-handler.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Sends the headers and half a JSON body, then drops the connection, like a phone losing signal mid-upload. */
function abortMidBody(port: number): Promise<void> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write('POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":');
      setTimeout(() => {
        socket.destroy();
        resolve();
      }, 50);
    });
  });
}

describe('error handler', () => {
  it('does not log a request the client aborted as a server fault', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await abortMidBody(Number(new URL(server.url).port));
      await new Promise((r) => setTimeout(r, 200));
      expect(logged.mock.calls.filter((call) => String(call[0]).startsWith('[error]'))).toEqual([]);
    } finally {
      logged.mockRestore();
    }
  });

  it('still answers malformed JSON with a 400 validation error', async () => {
    const res = await server.api('POST', '/login', { raw: '{"email":', contentType: 'application/json' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'validation_failed' });
  });

  it('takes a failure after a fully read body for a server fault, not a client abort (Node destroys read requests)', () => {
    const failure = new Error('store unavailable');
    // A POST whose body was read: Node marks the request destroyed, the answer's connection is live.
    expect(isClientAbort({ req: { destroyed: true, complete: true }, res: { destroyed: false } } as never, failure)).toBe(false);
    // The body never arrived whole, or the connection to answer on is gone: the client left.
    expect(isClientAbort({ req: { destroyed: true, complete: false }, res: { destroyed: false } } as never, failure)).toBe(true);
    expect(isClientAbort({ req: { destroyed: true, complete: true }, res: { destroyed: true } } as never, failure)).toBe(true);
    expect(isClientAbort({ req: { destroyed: false, complete: false }, res: { destroyed: false } } as never, Object.assign(new Error('reset'), { code: 'ECONNRESET' }))).toBe(true);
  });
});
