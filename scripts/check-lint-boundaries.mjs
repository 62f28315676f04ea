// Proves the layer rules in .oxlintrc.json bite. A misconfigured no-restricted-imports pattern or
// an override glob that matches nothing passes silently, so `npm run lint` also lints a throwaway
// tree of probe files with the real config: each violation must be reported by its rule, and each
// allowed import (the shapes the code base uses) must stay clean.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const RESTRICTED = 'eslint(no-restricted-imports)';
const CYCLE = 'import(no-cycle)';

/** [path in the mirrored tree, source, the rule that must report it (null: must stay clean)] */
const probes = [
  // (a) features do not import each other, at every depth, tests included
  ['client/src/features/alpha/top-level.ts', "export { b } from '../beta/b';\n", RESTRICTED],
  ['client/src/features/alpha/components/view.tsx', "export { b } from '../../beta/model/b';\n", RESTRICTED],
  ['client/src/features/alpha/data/deep/hook.ts', "export { b } from '../../../beta/b';\n", RESTRICTED],
  ['client/src/features/alpha/components/detour.tsx', "export { b } from '../../../features/beta/b';\n", RESTRICTED],
  ['client/src/features/alpha/components/view.test.tsx', "export { b } from '../../beta/model/b';\n", RESTRICTED],
  // (b) platform/ and http/ never import modules/
  ['server/src/platform/store/probe.ts', "export type { UserDoc } from '../../modules/accounts/user-doc.js';\n", RESTRICTED],
  ['server/src/http/probe.ts', "export { usersRepo } from '../modules/accounts/users-repo.js';\n", RESTRICTED],
  ['server/src/http/probe.test.ts', "export { usersRepo } from '../modules/accounts/users-repo.js';\n", RESTRICTED],
  // (c) nothing under src/ but tests and test support imports test support
  ['server/src/modules/sync/probe.ts', "export { startTestServer } from '../../test-support/test-server.js';\n", RESTRICTED],
  ['server/src/modules/sync/kit-user.ts', "export { syncCall } from './sync-test-kit.js';\n", RESTRICTED],
  ['server/src/platform/probe-support.ts', "export { x } from '../test-support/x.js';\n", RESTRICTED],
  ['server/src/http/probe-support.ts', "export { x } from '../test-support/x.js';\n", RESTRICTED],
  ['client/src/features/alpha/model/probe.ts', "export { testUser } from '../../../test-support/fixtures';\n", RESTRICTED],
  ['client/src/lib/session/probe.ts', "export { testUser } from '../../test-support/fixtures';\n", RESTRICTED],
  ['sync/src/probe.ts', "export { x } from './test-support/x';\n", RESTRICTED],
  ['service-worker/src/probe.ts', "export { x } from '../test-support/x';\n", RESTRICTED],
  // (d) import cycles are errors
  ['server/src/modules/demo/cycle-a.ts', "import { b } from './cycle-b.js';\nexport const a = () => b;\n", CYCLE],
  ['server/src/modules/demo/cycle-b.ts', "import { a } from './cycle-a.js';\nexport const b = () => a;\n", CYCLE],
  // allowed shapes
  ['client/src/features/alpha/components/allowed.tsx', "export { useSession } from '../../../lib/session/use-session';\nexport { Button } from '../../../ui/button/button';\nexport { own } from '../model/own';\nexport { sibling } from './sibling';\n", null],
  ['client/src/features/alpha/allowed-top.ts', "export { useNow } from '../../lib/time/use-now';\nexport { db } from '../../db/database-context';\n", null],
  ['client/src/routes/index.tsx', "export { b } from '../features/beta/b';\nexport { a } from '../features/alpha/a';\n", null],
  ['client/src/features/alpha/components/allowed.test.tsx', "export { testUser } from '../../../test-support/fixtures';\n", null],
  ['server/src/modules/sync/allowed.test.ts', "export { syncCall } from '../../test-support/sync-test-kit.js';\n", null],
  ['server/src/test-support/allowed.ts', "export { usersRepo } from '../modules/accounts/users-repo.js';\nexport { startTestServer } from './test-server.js';\n", null],
  ['server/src/modules/accounts/allowed.ts', "export { systemClock } from '../../platform/clock.js';\nexport { currentAuth } from '../../http/auth.js';\n", null],
];

const dir = mkdtempSync(join(tmpdir(), 'lint-boundaries-'));
try {
  copyFileSync(join(root, '.oxlintrc.json'), join(dir, '.oxlintrc.json'));
  for (const [path, source] of probes) {
    mkdirSync(join(dir, dirname(path)), { recursive: true });
    writeFileSync(join(dir, path), source);
  }
  let output;
  try {
    output = execFileSync(join(root, 'node_modules/.bin/oxlint'), ['-f', 'json', '.'], { cwd: dir, encoding: 'utf8' });
  } catch (error) {
    output = error.stdout; // oxlint exits 1 when it reports errors, which the probes are meant to cause
  }
  const reported = new Map();
  for (const { code, filename } of JSON.parse(output).diagnostics) {
    if (code !== RESTRICTED && code !== CYCLE) continue;
    reported.set(filename, [...(reported.get(filename) ?? []), code]);
  }
  const failures = [];
  for (const [path, , expected] of probes) {
    const codes = reported.get(path) ?? [];
    if (expected && !codes.includes(expected)) failures.push(`${path}: expected ${expected}, got ${codes.join(', ') || 'nothing'}`);
    if (!expected && codes.length > 0) failures.push(`${path}: expected no layer error, got ${codes.join(', ')}`);
  }
  if (failures.length > 0) {
    console.error(`The layer rules in .oxlintrc.json do not hold:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`Layer rules bite: ${probes.filter((p) => p[2]).length} violations reported, ${probes.filter((p) => !p[2]).length} allowed imports clean.`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
