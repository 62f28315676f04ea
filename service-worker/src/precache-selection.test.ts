import { describe, expect, it } from 'vitest';
import { isPrecached, precachedAssetFiles, type ViteManifest } from './precache-selection.js';

const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_shared-b.js'], dynamicImports: ['_shell-o.js', 'src/routes/lister.$id.tsx?tsr-split=component'], css: ['assets/index-a.css'] },
  // The app's start, imported by the entry after the first paint (client/src/app/boot.tsx).
  '_shell-o.js': { file: 'assets/shell-o.js', name: 'shell', imports: ['_shared-b.js', '_layout-p.js'], css: ['assets/shell-o.css'] },
  '_layout-p.js': { file: 'assets/layout-p.js' },
  // Every route but the first screens', loaded after the first render (client/src/app/route-trees.ts).
  '_routes-q.js': { file: 'assets/routes-q.js', name: 'routes', imports: ['_shell-o.js', '_guard-r.js'] },
  '_guard-r.js': { file: 'assets/guard-r.js' },
  // The logged-in user's header and banners, loaded at a member's start (client/src/app/member-chrome.tsx).
  '_member-s.js': { file: 'assets/member-s.js', name: 'member', imports: ['_shell-o.js'], css: ['assets/member-s.css'] },
  '_shared-b.js': { file: 'assets/shared-b.js' },
  '_chat-kit.js': { file: 'assets/chat-kit.js', imports: ['_shared-b.js'], css: ['assets/chat-kit.css'] },
  'src/routes/_auth.chat.$id.tsx?tsr-split=component': { file: 'assets/_auth.chat._id-c.js', imports: ['_chat-kit.js'] },
  'src/routes/_auth.saved.tsx?tsr-split=component': { file: 'assets/_auth.saved-d.js' },
  'src/routes/lister.$id.tsx?tsr-split=component': { file: 'assets/lister._id-e.js' },
  'src/routes/listing.$id.tsx?tsr-split=component': { file: 'assets/listing._id-j.js' },
  // The shell's own lazy part (toasts, dialogs, global modals) and what it imports.
  'src/app/global-layers.tsx': { file: 'assets/global-layers-m.js', imports: ['_modal-n.js'] },
  '_modal-n.js': { file: 'assets/modal-n.js', css: ['assets/modal-n.css'] },
  'src/db/database-runtime.ts': { file: 'assets/database-runtime-f.js' },
  'src/locales/en/shell.json': { file: 'assets/locale-en-shell-g.js' },
  'src/locales/de/shell.json': { file: 'assets/locale-de-shell-h.js' },
  // The one chunk per language with every UI area (client/src/lib/i18n/ui-bundles/<lng>.ts).
  'src/lib/i18n/ui-bundles/en.ts': { file: 'assets/locale-en-ui-k.js' },
  'src/lib/i18n/ui-bundles/fr.ts': { file: 'assets/locale-fr-ui-l.js' },
  'src/content/en/index.ts': { file: 'assets/locale-en-content-pages-i.js' },
};

describe('precache selection', () => {
  const kept = precachedAssetFiles(manifest, 'en');
  it('keeps the entry, its static imports and CSS, and the offline screens (saved listing page included) with theirs', () => {
    for (const file of ['assets/index-a.js', 'assets/shared-b.js', 'assets/index-a.css', 'assets/_auth.chat._id-c.js', 'assets/chat-kit.js', 'assets/chat-kit.css', 'assets/_auth.saved-d.js', 'assets/listing._id-j.js']) {
      expect(kept.has(file), file).toBe(true);
    }
  });
  it("keeps the app's start (the `shell` chunk the entry imports after the first paint) with its imports and CSS", () => {
    for (const file of ['assets/shell-o.js', 'assets/layout-p.js', 'assets/shell-o.css']) expect(kept.has(file), file).toBe(true);
  });
  it('keeps the `routes` chunk (every page but the first screens) with its imports', () => {
    for (const file of ['assets/routes-q.js', 'assets/guard-r.js']) expect(kept.has(file), file).toBe(true);
  });
  it("keeps the `member` chunk (a logged-in user's header and banners) with its CSS", () => {
    for (const file of ['assets/member-s.js', 'assets/member-s.css']) expect(kept.has(file), file).toBe(true);
  });
  it("keeps the shell's lazy global layers (toasts, dialogs, global modals) with their imports and CSS", () => {
    for (const file of ['assets/global-layers-m.js', 'assets/modal-n.js', 'assets/modal-n.css']) expect(kept.has(file), file).toBe(true);
  });
  it('leaves online screens, the database runtime, other languages and content pages to the runtime cache', () => {
    for (const file of ['assets/lister._id-e.js', 'assets/database-runtime-f.js', 'assets/locale-de-shell-h.js', 'assets/locale-fr-ui-l.js', 'assets/locale-en-content-pages-i.js']) {
      expect(kept.has(file), file).toBe(false);
    }
    expect(kept.has('assets/locale-en-shell-g.js')).toBe(true);
    expect(kept.has('assets/locale-en-ui-k.js')).toBe(true);
  });
  it('always keeps files outside assets/ (HTML, icons, manifest)', () => {
    expect(isPrecached('index.html', kept)).toBe(true);
    expect(isPrecached('icons/icon-192.png', kept)).toBe(true);
    expect(isPrecached('assets/lister._id-e.js', kept)).toBe(false);
    expect(isPrecached('/assets/index-a.js', kept)).toBe(true);
  });
});
