// Starts the MongoDB wire-protocol bridge (bridge.py) as a child process and resolves its port.
// Used by the vitest global setup and by `npm run mongo-bridge`; see README "MongoDB adapter in CI".
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const BRIDGE_PYTHON = '/usr/bin/python3';
export const BRIDGE_SCRIPT = fileURLToPath(new URL('./bridge.py', import.meta.url));
export const BRIDGE_INSTALL_HINT = 'apt-get install -y python3-mockupdb python3-mongomock';

/** True when Debian's python3 with mockupdb and mongomock is installed. */
export function bridgeAvailable() {
  if (!existsSync(BRIDGE_PYTHON)) return false;
  return spawnSync(BRIDGE_PYTHON, ['-c', 'import mockupdb, mongomock'], { stdio: 'ignore' }).status === 0;
}

/** Starts a bridge on a free loopback port; resolves { uri, stop }. */
export function startBridge({ port = 0 } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(BRIDGE_PYTHON, [BRIDGE_SCRIPT, '--port', String(port)], { stdio: ['pipe', 'pipe', 'inherit'] });
    let out = '';
    const timer = setTimeout(() => reject(new Error('the MongoDB bridge did not start within 15 s')), 15_000);
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the MongoDB bridge exited with ${code} before listening`)));
    child.stdout.on('data', (chunk) => {
      out += String(chunk);
      const m = /listening (\d+)/.exec(out);
      if (!m) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      const stop = () =>
        new Promise((done) => {
          if (child.exitCode !== null) return done();
          child.once('exit', () => done());
          child.kill('SIGTERM');
        });
      resolve({ uri: `mongodb://127.0.0.1:${m[1]}/crashpad?directConnection=true`, port: Number(m[1]), stop });
    });
  });
}
