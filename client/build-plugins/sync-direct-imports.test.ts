// @vitest-environment node
import * as sync from '@crashpad/sync';
import { describe, expect, it } from 'vitest';
import { rewriteBarrelImports, syncExportMap } from './sync-direct-imports';

describe('direct imports of @crashpad/sync', () => {
  const defining = syncExportMap();

  it('knows the defining module of every value the barrel exports', () => {
    const missing = Object.keys(sync).filter((name) => !defining.has(name));
    expect(missing).toEqual([]);
    expect(defining.get('userSchema')).toMatch(/[/\\]sync[/\\]src[/\\]entities[/\\]user\.ts$/);
    expect(defining.get('LANGUAGES')).toMatch(/[/\\]sync[/\\]src[/\\]limits\.ts$/);
  });

  it('rewrites a barrel import into one import per defining module, keeping aliases', () => {
    const code = `import {\n  userSchema,\n  LANGUAGES as all,\n  DEFAULT_LANGUAGE,\n} from '@crashpad/sync';\nexport const x = [userSchema, all, DEFAULT_LANGUAGE];`;
    const out = rewriteBarrelImports(code, defining);
    expect(out).not.toContain('@crashpad/sync');
    expect(out).toContain(`import { userSchema } from ${JSON.stringify(defining.get('userSchema'))};`);
    expect(out).toContain(`import { LANGUAGES as all, DEFAULT_LANGUAGE } from ${JSON.stringify(defining.get('LANGUAGES'))};`);
    expect(out).toContain('export const x = [userSchema, all, DEFAULT_LANGUAGE];');
  });

  it('leaves names it does not know on the barrel and drops type-only specifiers', () => {
    const out = rewriteBarrelImports(`import { roleOfPlan, notAnExport, type User } from "@crashpad/sync";`, defining);
    expect(out).toContain(`import { roleOfPlan } from ${JSON.stringify(defining.get('roleOfPlan'))};`);
    expect(out).toContain(`import { notAnExport } from '@crashpad/sync';`);
    expect(out).not.toContain('User');
  });
});
