// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_HOOK, builtInHookSource, reactBuiltInStoreHook } from './react-built-in-store-hook';

describe('React 19 hooks in place of use-sync-external-store shims', () => {
  it('maps both shim entry points, with or without their file, and nothing else', () => {
    expect(builtInHookSource('use-sync-external-store/shim')).toBe(BUILT_IN_HOOK);
    expect(builtInHookSource('use-sync-external-store/shim/index.js')).toBe(BUILT_IN_HOOK);
    expect(builtInHookSource('use-sync-external-store/shim/with-selector')).toBe('use-sync-external-store/with-selector');
    expect(builtInHookSource('use-sync-external-store/shim/with-selector.js')).toBe('use-sync-external-store/with-selector');
    for (const other of ['use-sync-external-store/with-selector', 'use-sync-external-store', 'react', 'use-sync-external-store/shimmer']) expect(builtInHookSource(other)).toBeNull();
  });

  // A build of a module importing both shims, as react-i18next and the router's store do: with the
  // plugin no fallback hook (the shim's useLayoutEffect-based one) is left, only React's hook.
  const root = fileURLToPath(new URL('..', import.meta.url));
  const fixture = `${root}store-hook-fixture.js`;
  const entry: Plugin = {
    name: 'fixture',
    enforce: 'pre',
    resolveId: (id) => (id.endsWith('store-hook-fixture.js') ? fixture : null),
    load: (id) =>
      id === fixture
        ? `import { useSyncExternalStore } from 'use-sync-external-store/shim';\nimport { useSyncExternalStoreWithSelector } from 'use-sync-external-store/shim/with-selector';\nexport { useSyncExternalStore, useSyncExternalStoreWithSelector };\n`
        : null,
  };

  async function bundled(plugins: Plugin[]): Promise<string> {
    const output = (await build({
      configFile: false,
      logLevel: 'silent',
      root,
      plugins: [entry, ...plugins],
      build: { write: false, minify: false, lib: { entry: fixture, formats: ['es'], fileName: 'out' }, rollupOptions: { external: ['react'] } },
    })) as Rolldown.RolldownOutput[];
    return output[0]!.output.map((chunk) => ('code' in chunk ? chunk.code : '')).join('\n');
  }

  it('builds the shims without their fallback hook', async () => {
    const withPlugin = await bundled([reactBuiltInStoreHook()]);
    expect(withPlugin).toMatch(/from ['"]react['"]/);
    expect(withPlugin).not.toContain('useLayoutEffect');
    expect(withPlugin).not.toContain('checkIfSnapshotChanged');
    // The same build without the plugin carries the fallback: the assertions above tell them apart.
    const without = await bundled([]);
    expect(without).toContain('checkIfSnapshotChanged');
  }, 30_000);
});
