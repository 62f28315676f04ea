/**
 * Stripe's form encoding, as the `stripe` SDK sends it (utils.js `stringifyRequestData`):
 * `a[b][0]=x&a[b][1]=y&metadata[k]=v`. Nested keys become objects; keys whose every child is a
 * decimal index (or `[]`) become arrays. Values stay strings: each endpoint coerces what it reads.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

/** Splits `a[b][0]` into `['a', 'b', '0']`; a malformed key is kept whole. */
function keyPath(raw: string): string[] {
  const first = raw.indexOf('[');
  if (first <= 0) return [raw];
  const parts = [raw.slice(0, first)];
  const rest = raw.slice(first);
  const re = /\[([^\]]*)\]/gy;
  let consumed = 0;
  for (let m = re.exec(rest); m; m = re.exec(rest)) {
    parts.push(m[1]!);
    consumed = re.lastIndex;
  }
  return consumed === rest.length ? parts : [raw];
}

const isIndex = (k: string) => k === '' || /^\d{1,6}$/.test(k);

/** Turns objects whose keys are all indices into arrays (in index order). */
function arrayify(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  for (const k of keys) value[k] = arrayify(value[k]!);
  if (keys.length > 0 && keys.every(isIndex)) {
    return keys
      .map((k, i) => [k === '' ? i : Number(k), value[k]!] as const)
      .sort((a, b) => a[0] - b[0])
      .map(([, v]) => v);
  }
  return value;
}

/** Parses an urlencoded body or query string into nested params. */
export function parseForm(body: string): FormObject {
  const root: { [key: string]: FormValue } = Object.create(null);
  const params = new URLSearchParams(body);
  let autoIndex = 0;
  for (const [rawKey, value] of params) {
    const path = keyPath(rawKey);
    let node: { [key: string]: FormValue } = root;
    for (let i = 0; i < path.length; i++) {
      let key = path[i]!;
      if (key === '') key = String(autoIndex++);
      // Null-prototype objects make `constructor` an ordinary key; `__proto__` is dropped outright.
      if (key === '__proto__') break;
      if (i === path.length - 1) {
        node[key] = value;
      } else {
        const next = node[key];
        if (next === undefined || typeof next === 'string' || Array.isArray(next)) {
          const created: { [key: string]: FormValue } = Object.create(null);
          node[key] = created;
          node = created;
        } else node = next;
      }
    }
  }
  return arrayify(root) as FormObject;
}
