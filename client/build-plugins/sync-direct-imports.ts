import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const SYNC_SRC = fileURLToPath(new URL('../../sync/src/', import.meta.url));
const BARREL = resolve(SYNC_SRC, 'index.ts');
/** `import { a, b as c } from '@crashpad/sync'` (types are already erased: the plugin runs last). */
const BARREL_IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]@crashpad\/sync['"];?/g;
const EXPORTED = /^export\s+(?:async\s+)?(?:const|let|function\*?|class)\s+([A-Za-z_$][\w$]*)/gm;

/** Every value `@crashpad/sync` exports, and the module (sync/src/…) that defines it. */
export function syncExportMap(barrel = BARREL): Map<string, string> {
  const defining = new Map<string, string>();
  for (const [, rel] of readFileSync(barrel, 'utf8').matchAll(/^export \* from '(\.[^']+)';/gm)) {
    const file = resolve(dirname(barrel), rel!.replace(/\.js$/, '.ts'));
    for (const [, name] of readFileSync(file, 'utf8').matchAll(EXPORTED)) defining.set(name!, file);
  }
  return defining;
}

/** Rewrites one module's barrel imports; names the map does not know stay on the barrel. */
export function rewriteBarrelImports(code: string, defining: Map<string, string>): string {
  return code.replace(BARREL_IMPORT, (_statement, list: string) => {
    const byFile = new Map<string, string[]>();
    const unknown: string[] = [];
    for (const raw of list.split(',')) {
      const specifier = raw.trim();
      if (!specifier || specifier.startsWith('type ')) continue;
      const file = defining.get(specifier.split(/\s+as\s+/)[0]!);
      if (!file) unknown.push(specifier);
      else byFile.set(file, [...(byFile.get(file) ?? []), specifier]);
    }
    const imports = [...byFile].map(([file, names]) => `import { ${names.join(', ')} } from ${JSON.stringify(file)};`);
    if (unknown.length > 0) imports.push(`import { ${unknown.join(', ')} } from '@crashpad/sync';`);
    return imports.join('\n');
  });
}

/**
 * The client imports the shared package through its barrel (`@crashpad/sync`), which re-exports
 * every schema of every API. To the bundler, and to the first-load chunk grouping
 * (entry-shell-chunk.ts), the entry then depends on all of them, so every schema any screen
 * uses was built into the entry chunk. Importing each name from the module that defines it
 * keeps the module graph honest: the entry holds only the shared code the first load uses, and
 * a screen's schemas travel with the screen. Build only; the source keeps its one import path.
 */
export function syncDirectImports(): Plugin {
  let defining = new Map<string, string>();
  return {
    name: 'crashpad-sync-direct-imports',
    apply: 'build',
    enforce: 'post',
    buildStart() {
      defining = syncExportMap();
    },
    transform(code, id) {
      if (id.includes('node_modules') || !code.includes('@crashpad/sync')) return null;
      const next = rewriteBarrelImports(code, defining);
      return next === code ? null : { code: next, map: null };
    },
  };
}
