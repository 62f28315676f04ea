import * as v from 'valibot';
import type { FeedItem, FeedType } from '@crashpad/sync';

/** How long the home page may wait for the feed service before the sections are left out. */
export const FEED_TIMEOUT_MS = 3_000;

/**
 * The feed service's answer (spec 2 §3 "Event/offer feed"). It is another party's data: every
 * field is checked and anything unexpected is dropped rather than passed on.
 */
const titleEntry = v.object({ key: v.string(), value: v.string() });
const upstreamItem = v.object({
  id: v.union([v.string(), v.number()]),
  title: v.union([v.string(), v.array(titleEntry)]),
  image: v.optional(v.nullable(v.string())),
  start_date: v.optional(v.nullable(v.string())),
  start_time: v.optional(v.nullable(v.string())),
  end_date: v.optional(v.nullable(v.string())),
  end_time: v.optional(v.nullable(v.string())),
  business_name: v.optional(v.nullable(v.string())),
  price_range: v.optional(v.nullable(v.string())),
  rating: v.optional(v.nullable(v.number())),
  distance_km: v.optional(v.nullable(v.number())),
  map_lat: v.optional(v.nullable(v.number())),
  map_lng: v.optional(v.nullable(v.number())),
});
const upstreamAnswer = v.object({
  type: v.optional(v.string()),
  city_name: v.optional(v.nullable(v.string())),
  events: v.optional(v.array(v.unknown())),
  special_offers: v.optional(v.array(v.unknown())),
});

export interface FeedRequest {
  type: FeedType;
  limit: number;
  radius: number;
  lat?: number;
  lng?: number;
  city?: string;
}

/** The item's title in English: the feed sends a list of language entries (spec 2 §3). */
function englishTitle(title: string | { key: string; value: string }[]): string {
  if (typeof title === 'string') return title;
  return (title.find((entry) => entry.key === 'en') ?? title[0])?.value ?? '';
}

const when = (date?: string | null, time?: string | null) => (date ? (time ? `${date}T${time}` : date) : null);

/** Only http(s) image addresses are passed on; anything else (javascript:, data:) is dropped. */
const safeImage = (url?: string | null) => (url && /^https?:\/\//i.test(url) ? url : null);

function normalise(type: FeedType, raw: unknown): FeedItem | null {
  const parsed = v.safeParse(upstreamItem, raw);
  if (!parsed.success) return null;
  const item = parsed.output;
  const title = englishTitle(item.title).trim();
  if (!title) return null;
  return {
    id: String(item.id),
    type,
    title,
    image: safeImage(item.image),
    starts_at: when(item.start_date, item.start_time),
    ends_at: when(item.end_date, item.end_time),
    business_name: item.business_name ?? null,
    price_range: item.price_range ?? null,
    rating: item.rating ?? null,
    distance_km: item.distance_km ?? null,
    lat: item.map_lat ?? null,
    lng: item.map_lng ?? null,
  };
}

export class FeedUnavailableError extends Error {
  override readonly name = 'FeedUnavailableError';
}

/**
 * Client of the configurable feed service (DECISIONS #13): `GET {baseUrl}/feed?type&limit&radius
 * [&lat&lng][&city]` with the service's fixed API key in `X-Api-Key`. Events are asked by event
 * type, offers by location, as spec 2 §7 describes; both answer with the same envelope.
 */
export function createFeedClient(options: { baseUrl: string; apiKey: string | null; fetch?: typeof fetch; timeoutMs?: number }) {
  const doFetch = options.fetch ?? globalThis.fetch;
  return {
    async fetchFeed(request: FeedRequest): Promise<FeedItem[]> {
      const url = new URL(`${options.baseUrl}/feed`);
      url.searchParams.set('type', request.type);
      url.searchParams.set('limit', String(request.limit));
      url.searchParams.set('radius', String(request.radius));
      if (request.type === 'events') url.searchParams.set('eventType', 'all');
      if (request.lat !== undefined && request.lng !== undefined) {
        url.searchParams.set('lat', String(request.lat));
        url.searchParams.set('lng', String(request.lng));
      }
      if (request.city) url.searchParams.set('city', request.city);
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (options.apiKey) headers['X-Api-Key'] = options.apiKey;
      let body: unknown;
      try {
        const res = await doFetch(url, { headers, signal: AbortSignal.timeout(options.timeoutMs ?? FEED_TIMEOUT_MS), redirect: 'error' });
        if (!res.ok) throw new FeedUnavailableError(`feed service answered ${res.status}`);
        body = await res.json();
      } catch (err) {
        throw err instanceof FeedUnavailableError ? err : new FeedUnavailableError(`feed service unreachable: ${(err as Error).message}`);
      }
      const answer = v.safeParse(upstreamAnswer, body);
      if (!answer.success) throw new FeedUnavailableError('feed service answered an unexpected shape');
      const list = (request.type === 'events' ? answer.output.events : answer.output.special_offers) ?? [];
      return list
        .map((raw) => normalise(request.type, raw))
        .filter((item): item is FeedItem => item !== null)
        .slice(0, request.limit);
    },
  };
}
export type FeedClient = ReturnType<typeof createFeedClient>;
