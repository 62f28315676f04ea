// Builds the bench fixtures of client/bench/ (the floor app, the database page) with the client's
// own Vite and React plugin, and serves a built directory over loopback with gzip, the way a
// production server would. Used by scripts/bench-browser.mjs and scripts/bench-sync-browser.mjs.
import { createServer } from 'node:http';
import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { freePort } from './bench-kit.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const clientDir = join(root, 'client');
const fromClient = createRequire(join(clientDir, 'package.json'));
const built = new Map();

/** Builds client/bench/<name> once per process into a temporary directory; returns that directory. */
export async function buildFixture(name) {
  if (built.has(name)) return built.get(name);
  const { build } = await import(pathToFileURL(fromClient.resolve('vite')).href);
  const { default: react } = await import(pathToFileURL(fromClient.resolve('@vitejs/plugin-react')).href);
  const outDir = mkdtempSync(join(tmpdir(), `crashpad-bench-${name}-`));
  await build({
    configFile: false,
    logLevel: 'error',
    root: join(clientDir, 'bench', name),
    // As the client builds (client/vite.config.ts): workspace packages from source, same target.
    resolve: { conditions: ['source'] },
    plugins: [react()],
    build: { outDir, emptyOutDir: true, target: 'es2022', manifest: true, sourcemap: false },
  });
  built.set(name, outDir);
  return outDir;
}

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png' };

/** Serves `dir` (SPA fallback to index.html), gzipping text; resolves { base, close }. */
export function serveStatic(dir) {
  const zipped = new Map();
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = normalize(join(dir, path));
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) file = join(dir, 'index.html');
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    let body = readFileSync(file);
    const headers = { 'Content-Type': type, 'Cache-Control': file.includes(`${join(dir, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache' };
    if (/^(text|application\/json|image\/svg)/.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      if (!zipped.has(file)) zipped.set(file, gzipSync(body));
      body = zipped.get(file);
      Object.assign(headers, { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' });
    }
    res.writeHead(200, { ...headers, 'Content-Length': body.length });
    res.end(body);
  });
  return freePort().then(
    (port) =>
      new Promise((done) => {
        server.listen(port, '127.0.0.1', () => done({ base: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((r) => server.close(() => r())) }));
      }),
  );
}

/**
 * A build's entry chunk (from Vite's manifest) and the files of the entry plus every chunk it
 * imports statically, recursively, and the app's start it imports at once: what `/` loads before
 * anything lazy.
 */
export function entryClosure(dist) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const entry = manifest['index.html'] ?? Object.values(manifest).find((c) => c.isEntry);
  const files = new Set();
  const visit = (chunk) => {
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const key of chunk.imports ?? []) visit(manifest[key]);
  };
  visit(entry);
  // The app's own entry imports the app's start (client/src/app/boot.tsx) right after the first
  // paint: part of every first load. (The floor app's entry has no dynamic import at first load.)
  for (const key of entry.dynamicImports ?? []) if (manifest[key]?.name === 'shell') visit(manifest[key]);
  return { entry, files };
}

/** The entry's JS and every chunk it imports statically, each with its gzipped size. */
export function initialChunks(dist) {
  const { files } = entryClosure(dist);
  return [...files].map((file) => ({ file, gzip: gzipSync(readFileSync(join(dist, file))).length }));
}
