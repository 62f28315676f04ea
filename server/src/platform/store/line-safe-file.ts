import { open, readFile, rename, stat } from 'node:fs/promises';
import { dirname } from 'node:path';

/*
 * nedb keeps one JSON document per line and its loader splits the file on every Unicode line
 * boundary (\r\n, \n, \v, \f, \r, U+0085, U+2028, U+2029), not just on the \n it writes.
 * JSON.stringify escapes the C0 controls (\n \r \v \f NUL …) and lone surrogates, but leaves
 * U+0085, U+2028 and U+2029 raw inside strings: one of those in any stored text used to cut its
 * line in two, and the next start refused the file as damaged.
 *
 * Outside strings JSON has no place for these three characters, so escaping every occurrence in a
 * serialized line changes no document: JSON.parse turns `\u2028` back into the same code unit.
 */
const LOOSE_LINE_BREAKS = /[\u0085\u2028\u2029]/g;

/** nedb's afterSerialization hook: the line with U+0085/2028/2029 written as JSON escapes. */
export function escapeLooseLineBreaks(line: string): string {
  return line.replace(LOOSE_LINE_BREAKS, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** nedb's beforeDeserialization hook: nothing to undo, JSON.parse reads the escapes. */
export function readLineAsWritten(line: string): string {
  return line;
}

const exists = (path: string) => stat(path).then(() => true, () => false);

// The UTF-8 bytes of the three characters: a cheap test before decoding a large file.
const RAW_BYTES = [Buffer.from('\u0085'), Buffer.from('\u2028'), Buffer.from('\u2029')];

/**
 * Files written before the escaping hold the characters raw. Rewrites such a file in place with
 * them escaped (temp file, fsync, rename: a crash leaves either the old or the new file), so nedb
 * then loads every document whole. Returns whether the file was rewritten.
 */
export async function escapeRawLineBreaksInFile(filename: string): Promise<boolean> {
  // nedb's own recovery rule, applied first so the file it is about to load gets checked:
  // no file but a "<file>~" means a compaction finished writing and was not yet renamed.
  if (!(await exists(filename)) && (await exists(`${filename}~`))) await rename(`${filename}~`, filename);
  const bytes = await readFile(filename).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return null;
    throw err;
  });
  if (!bytes || !RAW_BYTES.some((b) => bytes.includes(b))) return false;
  // nedb writes "<file>~" then renames it over the file; the same name keeps its recovery rule
  // (a "~" next to an existing file is an unfinished write and is ignored).
  const temp = `${filename}~`;
  const mode = (await stat(filename)).mode & 0o777;
  const handle = await open(temp, 'w', mode);
  try {
    await handle.writeFile(escapeLooseLineBreaks(bytes.toString('utf8')), 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temp, filename);
  const dir = await open(dirname(filename), 'r');
  try {
    await dir.sync().catch(() => undefined); // not every file system syncs directories
  } finally {
    await dir.close();
  }
  return true;
}
