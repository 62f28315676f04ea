import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { OFFLINE_ROUTE_SOURCES } from '../../../service-worker/src/precache-selection';
import type { FileRoutesByFullPath } from '../routeTree.gen';
import { OFFLINE_ROUTES, type OfflineRoute, type OfflineRoutePath } from './offline-routes';

// Compile-time: the table has exactly the router's paths (a new route without an entry fails typecheck).
const everyRoute: Record<keyof FileRoutesByFullPath, OfflineRoute> = OFFLINE_ROUTES;
const noStaleRoute: Record<OfflineRoutePath, unknown> = {} as Record<keyof FileRoutesByFullPath, unknown>;

const generated = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../routeTree.gen.ts'), 'utf8');

/** Full path → route source file, read from the generated route tree. */
function routeSources(): Map<string, string> {
  const fileOfImport = new Map([...generated.matchAll(/import \{ Route as (\w+) \} from '\.\/routes\/([^']+)'/g)].map((m) => [m[1]!, m[2]!]));
  const importOfConst = new Map([...generated.matchAll(/const (\w+) =\s*(\w+)\.update\(/g)].map((m) => [m[1]!, m[2]!]));
  const block = /export interface FileRoutesByFullPath \{([^}]*)\}/.exec(generated)?.[1] ?? '';
  const out = new Map<string, string>();
  for (const m of block.matchAll(/'([^']+)': typeof (\w+)/g)) {
    const file = fileOfImport.get(importOfConst.get(m[2]!) ?? '');
    if (file) out.set(m[1]!, `src/routes/${file}.tsx`);
  }
  return out;
}

describe('offline behaviour table', () => {
  it('covers every route of the route tree and nothing else', () => {
    // (The two assignments above are the compile-time half of this check.)
    expect(everyRoute).toBe(OFFLINE_ROUTES);
    expect(noStaleRoute).toEqual({});
    expect(Object.keys(OFFLINE_ROUTES).sort()).toEqual([...routeSources().keys()].sort());
  });

  it('precaches the code of every screen that must open offline without an earlier visit', () => {
    const sources = routeSources();
    for (const [path, route] of Object.entries(OFFLINE_ROUTES) as [string, OfflineRoute][]) {
      const source = sources.get(path);
      expect(source, path).toBeDefined();
      const precached = OFFLINE_ROUTE_SOURCES.includes(source!);
      expect(precached, `${path} (${route.offline}) precached`).toBe(route.offline === 'local' || route.offline === 'saved');
    }
  });
});
