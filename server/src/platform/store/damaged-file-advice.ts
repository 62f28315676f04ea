import { readFile } from 'node:fs/promises';

/**
 * Why nedb refused a data file, in words an operator can act on. nedb writes one JSON document
 * per line, each line with its "\n" in one append, so a crash or a full disk can only tear the
 * LAST line, and that line then lacks its "\n": removing it loses just the write in progress.
 * A bad line anywhere else (or a complete last line that does not parse) is not a torn write:
 * cutting lines away there deletes real data, so the advice says so.
 */
export async function damagedFileAdvice(collection: string, filename: string, cause: Error): Promise<string> {
  const head = `The embedded data file for "${collection}" (${filename}) is damaged (${cause.message}).`;
  let text: string;
  try {
    text = await readFile(filename, 'utf8');
  } catch {
    return `${head} It cannot be read; restore it from a backup, then start again.`;
  }
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  const bad = lines.flatMap((line, i) => (line !== '' && !parses(line) ? [i + 1] : []));
  const total = lines.length;
  const tornTail = bad.length === 1 && bad[0] === total && !text.endsWith('\n');
  if (tornTail) {
    return (
      `${head} Its last line is incomplete (line ${total}, no line end): a write was cut short, by a crash or a full disk. ` +
      `Every line before it is intact. Restore the file from a backup, or remove its last incomplete line ` +
      `(only the write in progress is lost), then start again.`
    );
  }
  if (bad.length === 0) {
    // Whole lines that text tools (and older nedb loaders) show broken at U+2028/2029/0085.
    const looksSplit = lines.flatMap((line, i) => (/[\u0085\u2028\u2029]/.test(line) ? [i + 1] : []));
    if (looksSplit.length > 0) {
      return (
        `${head} Every line is a whole document; line ${looksSplit.slice(0, 5).join(', ')} only looks split ` +
        `(it holds a line or paragraph separator, U+2028/U+2029/U+0085, inside a text). Do not remove lines: ` +
        `they hold real data. Let the server rewrite the file with those characters escaped (it must be able ` +
        `to write to the data directory), or restore it from a backup, then start again.`
      );
    }
    return `${head} Every line reads as a document; restore the file from a backup, then start again.`;
  }
  const which = bad.length > 5 ? `${bad.slice(0, 5).join(', ')} and ${bad.length - 5} more` : bad.join(', ');
  return (
    `${head} Line ${which} of ${total} cannot be read, which is not a torn last write. ` +
    `Do not remove lines to make it start: the lines around it hold real data. ` +
    `The file was left as found; restore it from a backup, or repair that line by hand, then start again.`
  );
}

function parses(line: string): boolean {
  try {
    JSON.parse(line);
    return true;
  } catch {
    return false;
  }
}
