import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const serverRoot = fileURLToPath(new URL('../../../', import.meta.url));
const repoRoot = join(serverRoot, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'test-support' ? [] : sourceFiles(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') && !e.name.endsWith('-test-kit.ts') ? [path] : [];
  });
}

describe('production never loads the Stripe emulator', () => {
  it('no production source imports server/dev statically (only the dev start-up, dynamically)', () => {
    for (const file of sourceFiles(join(serverRoot, 'src'))) {
      const text = readFileSync(file, 'utf8');
      expect(text, file).not.toMatch(/^import[^;]*['"][./]*dev\/stripe-emulator/m);
    }
  });

  it('the Docker runtime stage copies built output only, never server/dev', () => {
    const dockerfile = readFileSync(join(repoRoot, 'Dockerfile'), 'utf8');
    const runtime = dockerfile.slice(dockerfile.indexOf('AS runtime'));
    const copies = runtime.split('\n').filter((l) => l.startsWith('COPY'));
    expect(copies.length).toBeGreaterThan(0);
    for (const line of copies) expect(line).not.toMatch(/server\/dev|server\s*$|COPY --from=build \/app\/server\s/);
    expect(runtime).toContain('ENV NODE_ENV=production');
  });
});
