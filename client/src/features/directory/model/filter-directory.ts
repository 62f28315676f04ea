/** The bits of a directory country the text filter and the counts look at. */
export interface DirectoryCountry {
  name: string;
  cities: { name: string; display_name: string; prefix: string; listings_count: number; airports?: { prefix: string; name: string }[] }[];
}

const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/**
 * Keeps the countries and cities matching typed text (country, city, airport code or name),
 * accent- and case-insensitive. A matching country keeps all of its cities.
 */
export function filterDirectory<T extends DirectoryCountry>(countries: readonly T[], text: string): T[] {
  const needle = fold(text.trim());
  if (!needle) return [...countries];
  const hit = (s: string) => fold(s).includes(needle);
  const out: T[] = [];
  for (const country of countries) {
    if (hit(country.name)) {
      out.push(country);
      continue;
    }
    const cities = country.cities.filter((c) => hit(c.name) || hit(c.display_name) || hit(c.prefix) || (c.airports ?? []).some((a) => hit(a.prefix) || hit(a.name)));
    if (cities.length) out.push({ ...country, cities });
  }
  return out;
}

