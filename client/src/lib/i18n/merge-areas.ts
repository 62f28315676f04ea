/**
 * One language's UI texts as i18next's single `translation` bundle: every feature area's
 * `locales/<lng>/<area>.json` merged (areas may share top-level keys), then the error and
 * validation texts shared with the server.
 */
export function mergeAreas(areas: Record<string, Record<string, unknown>>, shared: object): Record<string, unknown> {
  const bundle = Object.values(areas).reduce<Record<string, unknown>>((acc, area) => deepMerge(acc, area), {});
  return { ...bundle, ...shared };
}

function deepMerge(target: Record<string, unknown>, source: Record<string, unknown>): Record<string, unknown> {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    target[key] =
      existing && typeof existing === 'object' && value && typeof value === 'object'
        ? deepMerge({ ...(existing as Record<string, unknown>) }, value as Record<string, unknown>)
        : value;
  }
  return target;
}
