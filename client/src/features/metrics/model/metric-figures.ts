/** The figures the client shows: GET /metrics plus the airports count of GET /airports/count. */
export interface SiteFigures {
  users?: number;
  listings?: number;
  messages?: number;
  /** Airports with listings within the search radius. */
  airports?: number;
}

/**
 * A count as crew read it at a glance: exact below 100, else rounded down to two significant
 * digits with a "+" (41,234 → "41,000+"), so a cached figure never overstates the audience.
 */
export function roundedCount(n: number, lng: string): string {
  const format = new Intl.NumberFormat(lng);
  if (n < 100) return format.format(Math.max(0, Math.floor(n)));
  const step = 10 ** (Math.floor(Math.log10(n)) - 1);
  return `${format.format(Math.floor(n / step) * step)}+`;
}

/** spec 2 §2: what the advertise page says when a figure is missing. */
export const ADVERTISE_DEFAULTS = { users: 40_000, airports: 170, listings: 3_500, messages: 225_000 } as const;

/**
 * The advertise page's `{{users}}`, `{{airports}}`, `{{listings}}`, `{{messages}}`. A figure that
 * is unknown or zero (not counted on this installation yet, e.g. before messaging has data)
 * counts as missing and shows the spec's default.
 */
export function advertiseFigures(figures: SiteFigures | null, lng: string): Record<keyof typeof ADVERTISE_DEFAULTS, string> {
  const pick = (key: keyof typeof ADVERTISE_DEFAULTS) => {
    const value = figures?.[key];
    return value !== undefined && value > 0 ? roundedCount(value, lng) : `${new Intl.NumberFormat(lng).format(ADVERTISE_DEFAULTS[key])}+`;
  };
  return { users: pick('users'), airports: pick('airports'), listings: pick('listings'), messages: pick('messages') };
}
