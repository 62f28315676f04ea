import * as v from 'valibot';
import { FEED_LIMIT_MAX, FEED_RADIUS_DEFAULT, FEED_RADIUS_MAX, FEED_TYPES } from './feed-limits.js';

const numberText = (min: number, max: number) =>
  v.pipe(v.string('validation.invalid'), v.regex(/^-?\d+(\.\d+)?$/, 'validation.invalid'), v.transform(Number), v.number(), v.minValue(min, 'validation.invalid'), v.maxValue(max, 'validation.invalid'));

/** GET /feeds/:type query: an optional centre (both or neither), city, radius in miles and limit. */
export const feedQuerySchema = v.pipe(
  v.strictObject({
    lat: v.optional(numberText(-90, 90)),
    lng: v.optional(numberText(-180, 180)),
    city: v.optional(v.pipe(v.string('validation.invalid'), v.trim(), v.maxLength(100, 'validation.invalid'))),
    radius: v.optional(numberText(1, FEED_RADIUS_MAX), String(FEED_RADIUS_DEFAULT)),
    limit: v.optional(v.pipe(numberText(1, FEED_LIMIT_MAX), v.integer('validation.invalid')), String(FEED_LIMIT_MAX)),
  }),
  v.check((q) => (q.lat === undefined) === (q.lng === undefined), 'validation.invalid'),
);
export type FeedQuery = v.InferOutput<typeof feedQuerySchema>;

/** One event or special offer as the client shows it (title already in English, spec 2 §3). */
const feedItemSchema = v.object({
  id: v.string(),
  type: v.picklist(FEED_TYPES),
  title: v.string(),
  image: v.nullable(v.string()),
  starts_at: v.nullable(v.string()),
  ends_at: v.nullable(v.string()),
  business_name: v.nullable(v.string()),
  price_range: v.nullable(v.string()),
  rating: v.nullable(v.number()),
  distance_km: v.nullable(v.number()),
  lat: v.nullable(v.number()),
  lng: v.nullable(v.number()),
});
export type FeedItem = v.InferOutput<typeof feedItemSchema>;
export const feedOutputSchema = v.object({ items: v.array(feedItemSchema) });
export type FeedOutput = v.InferOutput<typeof feedOutputSchema>;
