// Build step (`npm run build`, after the client build): writes brotli and gzip copies beside the
// built client's text files for static-files.ts to send. Usage: node server/dist/build/precompress-client.js [dir]
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompressDirectory } from './precompress-assets.js';

const dir = resolve(process.argv[2] ?? fileURLToPath(new URL('../../../client/dist', import.meta.url)));
if (!existsSync(dir)) {
  console.error(`precompress: ${dir} does not exist (build the client first)`);
  process.exit(1);
}
const started = Date.now();
const r = precompressDirectory(dir);
const kB = (n: number) => `${(n / 1000).toFixed(1)} kB`;
console.log(`precompress: ${r.files} files, ${kB(r.bytes)} → brotli ${kB(r.brotliBytes)}, gzip ${kB(r.gzipBytes)} in ${Date.now() - started} ms`);
