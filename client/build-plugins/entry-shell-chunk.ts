import type { Plugin } from 'vite';

/**
 * Modules the entry graph reaches only through a package's barrel (`export * from`) without using
 * them, while lazy chunks do use them: the walk below sees every re-export, so these would be
 * pulled into the first load. Each language's texts belong to its own chunk (src/lib/i18n/
 * ui-bundles), and react-i18next's <Trans> (with its HTML parser) only to the screens using it.
 */
const LAZY_ONLY = [/[/\\]sync[/\\](?:src|dist)[/\\]i18n[/\\]/, /[/\\]react-i18next[/\\].*Trans/, /[/\\]html-parse-stringify[/\\]/, /[/\\]void-elements[/\\]/];

/**
 * Puts every module the entry imports statically (what `/` needs before anything lazy) into ONE
 * chunk. Left to itself the bundler cut that graph into ~25 small shared chunks (a module the
 * entry shares with any lazy screen got a chunk of its own), each one more request and more
 * preload glue on a phone's first load. Lazy screens import what they share from this chunk,
 * which is loaded anyway. Returns the plugin (it records the graph when the build ends) and the
 * `test` of the code-splitting group.
 */
export function entryShellChunk(): { plugin: Plugin; inEntryGraph: (id: string) => boolean } {
  const members = new Set<string>();
  const plugin: Plugin = {
    name: 'crashpad-entry-shell-chunk',
    apply: 'build',
    buildEnd() {
      members.clear();
      const queue = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      while (queue.length > 0) {
        const id = queue.pop()!;
        if (members.has(id) || LAZY_ONLY.some((re) => re.test(id))) continue;
        members.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return { plugin, inEntryGraph: (id) => members.has(id) };
}
