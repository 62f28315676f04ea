// First step of `npm test`: the Debian packages the test run needs (Chromium for the journeys,
// mockupdb + mongomock for the MongoDB bridge) are there, or get installed when running as root on
// Debian, or the run stops at once with the one command to run, instead of failing deep inside
// Playwright or the MongoDB test project.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { bridgeAvailable } from './mongo-bridge/start-bridge.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const missing = [];
if (!existsSync(chromium)) missing.push('chromium', 'fonts-dejavu-core');
if (!process.env.MONGODB_URI && !bridgeAvailable()) missing.push('python3', 'python3-mockupdb', 'python3-mongomock');

if (missing.length === 0) process.exit(0);

const command = `apt-get install -y --no-install-recommends ${missing.join(' ')}`;
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const canInstall = isRoot && existsSync('/usr/bin/apt-get');

if (canInstall) {
  console.log(`Installing what the tests need: ${missing.join(', ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const run = (args) => spawnSync('apt-get', args, { stdio: 'inherit', env }).status === 0;
  if (run(['update', '-qq']) && run(['install', '-y', '-qq', '--no-install-recommends', ...missing])) process.exit(0);
}
console.error(`\nThe tests need Debian packages that are not installed: ${missing.join(', ')}.`);
console.error(`Run this once, then npm test again:\n\n  sudo ${command}\n`);
process.exit(1);
