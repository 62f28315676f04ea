/**
 * Values an address bar can hand a route's `validateSearch` (the router JSON-parses query values):
 * wrong types, look-alikes of valid values and the corners of Unicode. The search-param parsers'
 * tests run them through the parser and through the valibot schema it replaced.
 */
export function oddSearchValues(valid: readonly string[]): unknown[] {
  const lookAlikes = valid.flatMap((value) => [
    value,
    ` ${value}`,
    `${value} `,
    value.toUpperCase(),
    `${value}\u200b`,
    `\u2028${value}\u2029`,
    `\ufeff${value}`,
    `\u00a0${value}\u3000`,
    // Full-width letters: ａｓｃ is not asc.
    [...value].map((c) => (c >= '!' && c <= '~' ? String.fromCharCode(c.charCodeAt(0) + 0xfee0) : c)).join(''),
    [value],
    { value },
  ]);
  return [
    ...lookAlikes,
    undefined,
    null,
    '',
    ' ',
    '\u2028\u2029',
    '\u200b',
    0,
    1,
    -1,
    1.5,
    Number.NaN,
    true,
    false,
    [],
    {},
    '😀'.repeat(100),
    '😀'.repeat(101),
    'x'.repeat(200),
    ` ${'x'.repeat(200)} `,
    'x'.repeat(201),
    '\ud800',
    '<script>alert(1)</script>',
  ];
}
