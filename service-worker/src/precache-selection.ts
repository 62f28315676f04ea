/**
 * Which built files the service worker precaches. Precaching every chunk would make the install
 * grow with every screen we add (it had reached ~480 kB). The install holds what must open with
 * no connection on the first offline start: the entry and its static imports, the screens crews
 * use in flight (saved listings and the saved copy of a listing, inbox, chat, writing to a lister)
 * with their static imports and CSS, and the default
 * language's UI texts. Every other hashed chunk is cached at runtime the first time it loads
 * (CacheFirst in caching.ts), so a screen used once online also opens offline later. The local
 * database (RxDB) is not precached either: it loads at login, which needs a connection anyway.
 * Runs at build time (client/vite.config.ts) on Vite's `.vite/manifest.json`; pure and tested.
 */
export interface ViteManifestChunk {
  file: string;
  /** The chunk's name: a code-splitting group's (client/vite.config.ts) for group chunks. */
  name?: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type ViteManifest = Record<string, ViteManifestChunk>;

/** Route sources whose screens must open offline (all their split parts: component, loader…). */
export const OFFLINE_ROUTE_SOURCES = [
  'src/routes/__root.tsx',
  'src/routes/index.tsx',
  'src/routes/404.tsx',
  'src/routes/_auth.tsx',
  'src/routes/_auth.saved.tsx',
  'src/routes/_auth.messages.tsx',
  'src/routes/_auth.chat.$id.tsx',
  // A saved listing opens from its local snapshot (client/src/app/offline-routes.ts `saved`).
  'src/routes/listing.$id.tsx',
  // Writing to the lister of a saved listing offline queues the message in the outbox.
  'src/routes/_auth.chat.user.$userId.listing.$listingId.tsx',
  // My Rentals and the Pad Pass: the crew's arrival card opens in airplane mode (issue 10).
  'src/routes/_auth.my-crashpad.tsx',
  'src/routes/_auth.pad-pass.$rentalId.tsx',
];

/**
 * Lazy parts of the shell itself, loaded right after the first paint (not in the entry chunk):
 * the toasts, dialogs and global modals every screen can raise, offline too.
 */
export const OFFLINE_SHELL_SOURCES = ['src/app/global-layers.tsx'];

/**
 * The app's start (router, stores, layout: client/src/app/boot.tsx and its static imports), which
 * the entry imports right after the first paint: every page needs it; every route but the first
 * screens' (client/src/app/route-trees.ts), without which no other page opens; and the logged-in
 * user's header and banners (client/src/app/member-chrome.tsx), loaded at a member's start. Each
 * is a code-splitting group of its own (client/build-plugins/entry-shell-chunk.ts), so its
 * manifest key is the group's chunk, not a source path: it is found by the chunk's name.
 */
export const OFFLINE_SHELL_CHUNKS = ['shell', 'routes', 'member'];

export function precachedAssetFiles(manifest: ViteManifest, defaultLanguage: string): Set<string> {
  const keep = new Set<string>();
  const visited = new Set<string>();
  const visit = (key: string) => {
    if (visited.has(key)) return;
    visited.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    keep.add(chunk.file);
    for (const css of chunk.css ?? []) keep.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    const source = key.split('?')[0]!;
    if (chunk.isEntry || OFFLINE_ROUTE_SOURCES.includes(source) || OFFLINE_SHELL_SOURCES.includes(source)) visit(key);
    if (chunk.name !== undefined && OFFLINE_SHELL_CHUNKS.includes(chunk.name)) visit(key);
  }
  // UI texts of the default language (content pages excluded: they load on demand).
  const uiLocale = new RegExp(`^assets/locale-${defaultLanguage}-(?!content-pages-)[a-z0-9-]+-[\\w-]+\\.js$`);
  for (const chunk of Object.values(manifest)) if (uiLocale.test(chunk.file)) keep.add(chunk.file);
  return keep;
}

/** True for a precache-manifest URL that the install keeps (files outside assets/ always stay). */
export function isPrecached(url: string, assets: Set<string>): boolean {
  const path = url.replace(/^\//, '');
  return !path.startsWith('assets/') || assets.has(path);
}
