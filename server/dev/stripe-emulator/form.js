/** Splits `a[b][0]` into `['a', 'b', '0']`; a malformed key is kept whole. */
function keyPath(raw) {
    const first = raw.indexOf('[');
    if (first <= 0)
        return [raw];
    const parts = [raw.slice(0, first)];
    const rest = raw.slice(first);
    const re = /\[([^\]]*)\]/gy;
    let consumed = 0;
    for (let m = re.exec(rest); m; m = re.exec(rest)) {
        parts.push(m[1]);
        consumed = re.lastIndex;
    }
    return consumed === rest.length ? parts : [raw];
}
const isIndex = (k) => k === '' || /^\d{1,6}$/.test(k);
/** Turns objects whose keys are all indices into arrays (in index order). */
function arrayify(value) {
    if (typeof value === 'string' || Array.isArray(value))
        return value;
    const keys = Object.keys(value);
    for (const k of keys)
        value[k] = arrayify(value[k]);
    if (keys.length > 0 && keys.every(isIndex)) {
        return keys
            .map((k, i) => [k === '' ? i : Number(k), value[k]])
            .sort((a, b) => a[0] - b[0])
            .map(([, v]) => v);
    }
    return value;
}
/** Parses an urlencoded body or query string into nested params. */
export function parseForm(body) {
    const root = Object.create(null);
    const params = new URLSearchParams(body);
    let autoIndex = 0;
    for (const [rawKey, value] of params) {
        const path = keyPath(rawKey);
        let node = root;
        for (let i = 0; i < path.length; i++) {
            let key = path[i];
            if (key === '')
                key = String(autoIndex++);
            if (key === '__proto__' || key === 'constructor' || key === 'prototype')
                break;
            if (i === path.length - 1) {
                node[key] = value;
            }
            else {
                const next = node[key];
                if (next === undefined || typeof next === 'string' || Array.isArray(next)) {
                    const created = Object.create(null);
                    node[key] = created;
                    node = created;
                }
                else
                    node = next;
            }
        }
    }
    return arrayify(root);
}
