// `npm start`: serve the build, building it first when it is missing (a fresh clone), so the
// README's first command works on a new machine. Honours PORT, HOST, DATA_DIR, MONGODB_URI.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

// server/dev/dist holds the local Stripe emulator that development start-up runs without Stripe keys.
const built =
  existsSync('server/dist/main.js') && existsSync('client/dist/index.html') && existsSync('sync/dist/index.js') && existsSync('server/dev/dist/stripe-emulator/index.js');
if (!built || process.env.REBUILD === '1') {
  console.log('Building Crashpad (first start)…');
  const r = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const child = spawn(process.execPath, ['server/dist/main.js'], { stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
