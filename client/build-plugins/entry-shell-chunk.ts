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
/** The home page's screen (TanStack Router's split component and loader of src/routes/index.tsx). */
const HOME_SCREEN = /[/\\]src[/\\]routes[/\\]index\.tsx\?tsr-split=[\w-]*component/;
/** The search screens (by airport, by city): the second most common first page, from a shared link. */
const SEARCH_SCREENS = /[/\\]src[/\\]routes[/\\]search\.(?:airports|cities)\.[^/\\]+\.tsx\?tsr-split=[\w-]*component/;
/**
 * The app's start (src/app/boot.tsx): the entry (src/main.tsx) imports it once the first frame is
 * painted, so that its evaluation, the longest task of a first load, does not hold back the paint
 * of index.html's prerendered screen. Its graph is the `shell` chunk; index.html modulepreloads it.
 */
const BOOT = /[/\\]src[/\\]app[/\\]boot\.tsx$/;
/**
 * Every route but the first screens' (src/app/all-routes.ts and the generated route tree it
 * imports): loaded right after the first render (src/app/route-trees.ts), as the `routes` chunk.
 */
const ALL_ROUTES = /[/\\]src[/\\]app[/\\]all-routes\.ts$/;
/**
 * The logged-in user's header parts and banners (src/app/member-chrome.tsx), loaded at the start
 * of a member's visit (src/app/member-chrome-loader.ts): the `member` chunk.
 */
const MEMBER_CHROME = /[/\\]src[/\\]app[/\\]member-chrome\.tsx$/;
/** React's runtime: its packages' modules (react, react-dom, scheduler; not react-i18next and the like). */
const REACT_RUNTIME = /[/\\]node_modules[/\\](?:react|react-dom|scheduler)[/\\]/;

export interface FirstLoadChunks {
  plugin: Plugin;
  /**
   * What the entry module itself imports (a few helpers, Vite's preload helper), which the shell
   * chunk shares: the `start` chunk. Left to the `shell` group they would be pulled into it with
   * the modules that use them, and the entry would import the whole shell chunk statically.
   */
  inEntryOwnGraph: (id: string) => boolean;
  /** Modules the app's start (app/boot.tsx) imports statically, minus the entry's own: the `shell` chunk. */
  inEntryGraph: (id: string) => boolean;
  /**
   * React's runtime among the shell's modules: the `react` chunk. The entry evaluates it in a task
   * of its own before the app's start (src/main.tsx): in one chunk with the app, evaluating the
   * shell was the longest task of a first load after the first paint (issue 11: total blocking time).
   */
  inReactRuntime: (id: string) => boolean;
  /** Modules the home screen imports statically, minus the shell's: the `home` chunk. */
  inHomeGraph: (id: string) => boolean;
  /** Modules the search screens import statically, minus the shell's and the home's: the `search` chunk. */
  inSearchGraph: (id: string) => boolean;
  /**
   * The routes' definitions and what they import (guards, search-param schemas, pending views),
   * minus what the chunks above hold: the `routes` chunk. Lazy screens import what they share
   * with it from there; it is always loaded before any of them.
   */
  inRoutesGraph: (id: string) => boolean;
  /**
   * The member chrome and what it imports (counts, logout and its outbox guard, the sync status),
   * minus what the chunks above hold: the `member` chunk. Member screens sharing some of it (the
   * inbox's sync status, the invitation page's logout) import it from there.
   */
  inMemberGraph: (id: string) => boolean;
}

type GraphInfo = (id: string) => { importedIds: readonly string[]; dynamicImporters?: readonly string[] } | null;

/** Every module `from` imports statically, transitively, except the lazy-only ones. */
function staticGraph(from: string[], info: GraphInfo): Set<string> {
  const members = new Set<string>();
  const queue = [...from];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (members.has(id) || LAZY_ONLY.some((re) => re.test(id))) continue;
    members.add(id);
    queue.push(...(info(id)?.importedIds ?? []));
  }
  return members;
}

/**
 * The same for the home page, the first screen of most visits: its screen and everything it
 * imports (cards, grid, feeds, typeahead) load as one chunk instead of eight. Screens sharing
 * some of it (search uses the cards) import them from there. The search screens, the usual
 * landing page of a shared link, get one chunk of their own too (results, controls, map frame,
 * feeds: six chunks and four style sheets before); the map library itself stays lazy. Only
 * search's own modules go there; what it shares with other lazy screens joins the home chunk.
 */
export function entryShellChunk(): FirstLoadChunks {
  let entry = new Set<string>();
  let shell = new Set<string>();
  let start = new Set<string>();
  let home = new Set<string>();
  let search = new Set<string>();
  let routes = new Set<string>();
  let member = new Set<string>();
  const plugin: Plugin = {
    name: 'crashpad-entry-shell-chunk',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const info = (id: string) => this.getModuleInfo(id);
      // What the first load runs: the entry's small graph, then the boot graph it imports.
      const entryOwn = staticGraph(ids.filter((id) => info(id)?.isEntry), info);
      const boot = staticGraph(ids.filter((id) => BOOT.test(id)), info);
      entry = new Set([...entryOwn, ...boot]);
      // The entry's own modules stay in the entry chunk: in the shell chunk they would make the
      // entry import it statically, and its evaluation would come before the first paint again.
      shell = new Set([...boot].filter((id) => !entryOwn.has(id)));
      // index.html is the entry; src/main.tsx, its script, must stay the entry chunk's own module.
      const entries = ids.filter((id) => info(id)?.isEntry);
      const scripts = new Set(entries.flatMap((id) => info(id)?.importedIds ?? []));
      start = new Set([...entryOwn].filter((id) => !info(id)?.isEntry && !scripts.has(id)));
      home = staticGraph(ids.filter((id) => HOME_SCREEN.test(id)), info);
      const searchGraph = staticGraph(ids.filter((id) => SEARCH_SCREENS.test(id)), info);
      // What other lazy parts (the listing page: feeds, hearts, map frame) share with search goes
      // with the home chunk, which search loads anyway and the service worker precaches with the
      // home page: in the search chunk it would be precached with those screens, and search would
      // open offline before any visit (it is `visited` in app/offline-routes.ts).
      const others = staticGraph(ids.filter((id) => (info(id)?.dynamicImporters?.length ?? 0) > 0 && !HOME_SCREEN.test(id) && !SEARCH_SCREENS.test(id)), info);
      search = new Set([...searchGraph].filter((id) => !others.has(id)));
      home = new Set([...home, ...[...searchGraph].filter((id) => others.has(id))]);
      routes = staticGraph(ids.filter((id) => ALL_ROUTES.test(id)), info);
      member = staticGraph(ids.filter((id) => MEMBER_CHROME.test(id)), info);
      // The same for what the routes or the member chrome share with the home or search screens
      // (skeletons, spinners, the live-query hook: a few hundred bytes each): in the home chunk it
      // would make every page but `/` download that chunk for them, and in the routes or member
      // chunk it would put that chunk on `/`'s path.
      for (const id of [...routes, ...member]) if (!entry.has(id) && (home.has(id) || search.has(id))) shell.add(id);
      entry = new Set([...entry, ...shell]);
    },
  };
  return {
    plugin,
    inEntryOwnGraph: (id) => start.has(id),
    inEntryGraph: (id) => shell.has(id),
    inReactRuntime: (id) => shell.has(id) && REACT_RUNTIME.test(id),
    inHomeGraph: (id) => home.has(id) && !entry.has(id),
    inSearchGraph: (id) => search.has(id) && !entry.has(id) && !home.has(id),
    inRoutesGraph: (id) => routes.has(id) && !entry.has(id) && !home.has(id) && !search.has(id),
    inMemberGraph: (id) => member.has(id) && !routes.has(id) && !entry.has(id) && !home.has(id) && !search.has(id),
  };
}
