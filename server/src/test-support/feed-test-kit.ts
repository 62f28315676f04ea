import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A local stand-in for the feed service (tests only): records requests, answers what the test sets. */
export interface FeedStub {
  url: string;
  requests: { url: URL; apiKey: string | undefined }[];
  answer: { status: number; body: unknown; delayMs?: number };
  close(): Promise<void>;
}

export async function startFeedStub(): Promise<FeedStub> {
  const stub: Omit<FeedStub, 'url' | 'close'> = { requests: [], answer: { status: 200, body: {} } };
  const server: Server = createServer((req: IncomingMessage, res) => {
    stub.requests.push({ url: new URL(req.url ?? '/', 'http://stub'), apiKey: req.headers['x-api-key'] as string | undefined });
    const { status, body, delayMs = 0 } = stub.answer;
    setTimeout(() => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(stub, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

/** An answer as the feed service sends it (spec 2 §3 "Event/offer feed"). */
export const sampleEvents = {
  type: 'events',
  city_name: 'Denver',
  events: [
    {
      id: 17,
      title: [
        { key: 'de', value: 'Brauereitour' },
        { key: 'en', value: 'Brewery tour' },
      ],
      image: 'https://cdn.feeds.example/brewery.jpg',
      start_date: '2026-05-01',
      start_time: '18:00',
      end_date: '2026-05-01',
      end_time: '21:00',
      merchant_id: 4,
      map_lat: 39.75,
      map_lng: -104.99,
      price_range: '$$',
      business_name: 'Mile High Brewing',
      rating: 4.5,
      distance_km: 12.3,
      repeat: 'none',
      type: 'event',
    },
    { id: 18, title: 'Crew yoga', image: 'javascript:alert(1)' },
    { id: 19, title: [] },
    { title: 'no id' },
  ],
};
