// Small helpers shared by the bench scripts: ports, waiting for a server, stopping it, percentiles.
import { createServer } from 'node:net';

/** Prints one aligned figure. */
export const line = (label, value) => console.log(`  ${label.padEnd(44)} ${value}`);

/** Nearest-rank percentile of an ascending array. */
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * BENCH_PORTS=5515-5519 confines every server and browser the bench starts to that range (a
 * machine shared by several people hands each one a few ports); unset, the system picks.
 */
const range = /^(\d+)-(\d+)$/.exec(process.env.BENCH_PORTS ?? '');
let nextInRange = range ? Number(range[1]) : 0;

/** Binds `port` (0: any) on loopback and releases it; resolves the port, rejects when taken. */
function probe(port) {
  return new Promise((resolvePort, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(port, '127.0.0.1', () => {
      const { port: bound } = srv.address();
      srv.close(() => resolvePort(bound));
    });
  });
}

export async function freePort() {
  if (!range) return probe(0);
  const [first, last] = [Number(range[1]), Number(range[2])];
  for (let tries = 0; tries <= last - first; tries += 1) {
    const port = nextInRange;
    nextInRange = port >= last ? first : port + 1;
    try {
      return await probe(port);
    } catch {
      // taken (by one of our own servers still running): try the next one
    }
  }
  throw new Error(`no free port in BENCH_PORTS=${process.env.BENCH_PORTS}`);
}

export async function waitFor(url, child, seconds = 60) {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${seconds}s`);
}

export function stop(child) {
  return new Promise((done) => {
    if (child.exitCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}
