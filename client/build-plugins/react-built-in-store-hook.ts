import type { Plugin } from 'vite';

/** A module standing in for the shim: React's own `useSyncExternalStore`, re-exported. */
export const BUILT_IN_HOOK = 'virtual:crashpad-use-sync-external-store';
const RESOLVED_HOOK = `\0${BUILT_IN_HOOK}`;

/** Where each of the shim package's entry points (for Reacts without the hook) resolves instead. */
export function builtInHookSource(specifier: string): string | null {
  if (/^use-sync-external-store\/shim\/with-selector(\.js)?$/.test(specifier)) return 'use-sync-external-store/with-selector';
  if (/^use-sync-external-store\/shim(\/index\.js)?$/.test(specifier)) return BUILT_IN_HOOK;
  return null;
}

/**
 * React 19 has `useSyncExternalStore`, but react-i18next and the router's store import
 * `use-sync-external-store/shim`, the package for Reacts before 18: a fallback hook and CommonJS
 * wrappers in the first load (issue 11). The build resolves the shim to React's own hook and the
 * selector variant to the package's React 18+ entry, which calls React's hook.
 * Build only: the prerender's module runner (scripts/prerender-first-screen.mjs) evaluates the
 * router inline and would then run that CommonJS entry as an ES module; the shim behaves the same.
 */
export function reactBuiltInStoreHook(): Plugin {
  return {
    name: 'crashpad-react-built-in-store-hook',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer) {
      const target = builtInHookSource(source);
      if (target === BUILT_IN_HOOK) return RESOLVED_HOOK;
      return target ? this.resolve(target, importer, { skipSelf: true }) : null;
    },
    load(id) {
      return id === RESOLVED_HOOK ? `export { useSyncExternalStore } from 'react';` : null;
    },
  };
}
