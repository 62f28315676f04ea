import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAdjustable, OffsetClock, systemClock } from '../../platform/clock.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

describe('POST /api/dev/clock (development and tests only)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('moves the server clock forward and answers the new time', async () => {
    const before = server.context.clock.now();
    const day = 24 * 60 * 60 * 1000;
    const res = await server.api<{ now: string }>('POST', '/dev/clock', { body: { advance_ms: day } });
    expect(res.status).toBe(200);
    expect(server.context.clock.now()).toBe(before + day);
    expect(Date.parse(res.body.now)).toBe(before + day);
  });

  it('refuses what is not a positive whole number of ms (and moves nothing)', async () => {
    const before = server.context.clock.now();
    for (const body of [{ advance_ms: -1 }, { advance_ms: 0 }, { advance_ms: 1.5 }, { advance_ms: '1000' }, { advance_ms: 1e15 }, { advance_ms: 1, extra: true }, {}]) {
      const res = await server.api('POST', '/dev/clock', { body });
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    expect(server.context.clock.now()).toBe(before);
  });

  it('exists only with a clock that can move: production runs on systemClock', () => {
    expect(isAdjustable(systemClock)).toBe(false);
    const clock = new OffsetClock();
    expect(isAdjustable(clock)).toBe(true);
    const t = clock.now();
    clock.advance(60_000);
    expect(clock.now() - t).toBeGreaterThanOrEqual(60_000);
    expect(() => clock.advance(-5)).toThrow(RangeError);
  });
});
