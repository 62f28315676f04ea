import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A second app server for a journey that must not share the suite's server: one that moves the
 * server's clock (every other journey's accounts would age with it). Same build, its own empty
 * DATA_DIR (no demo data), its own Stripe emulator, on `port`.
 */
export async function startOwnServer(port: number): Promise<{ baseURL: string; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'crashpad-e2e-own-'));
  const baseURL = `http://localhost:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['server/dist/main.js'], {
    cwd: resolve(dirname(fileURLToPath(import.meta.url)), '..', '..'),
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'test', PUBLIC_URL: baseURL, DEMO_DATA: 'off', RATE_LIMIT_LOGIN: '1000/60', RATE_LIMIT_SIGNUP: '1000/3600' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the journey's own server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error('the journey\'s own server did not start within 60 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseURL,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
