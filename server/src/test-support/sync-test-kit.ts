import { queuedMessageRow, SYNC_PROTOCOL_HEADER, SYNC_PROTOCOL_VERSION, type Checkpoint } from '@crashpad/sync';
import { signUp, type SignedUp } from './accounts-factory.js';
import type { ApiResponse, TestServer } from './test-server.js';

/** Test helpers for the replication endpoints (tests of sync, messages and saved listings). */

export type Wire = Record<string, unknown> & { id: string; serverSeq: number; _deleted: boolean };

/** A sync call with the protocol header (override `protocol` to test old clients; null leaves it out). */
export async function syncCall<T = unknown>(
  server: TestServer,
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; body?: unknown; raw?: string; protocol?: string | null; locale?: string } = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = {};
  const protocol = options.protocol === undefined ? String(SYNC_PROTOCOL_VERSION) : options.protocol;
  if (protocol !== null) headers[SYNC_PROTOCOL_HEADER] = protocol;
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.locale) headers['X-Locale'] = options.locale;
  const body = options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${server.url}/api/sync${path}`, method === 'GET' ? { headers } : { method, headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : {};
  } catch {
    /* keep text */
  }
  await server.context.events.idle();
  return { status: res.status, body: parsed as T, headers: res.headers };
}

export interface PullAnswer {
  documents: Wire[];
  checkpoint: Checkpoint | null;
}

/** One pull page; throws unless 200. */
export async function pull(server: TestServer, token: string, collection: string, after: Checkpoint | null = null, limit = 100): Promise<PullAnswer> {
  const q = new URLSearchParams({ limit: String(limit) });
  if (after) {
    q.set('seq', String(after.seq));
    q.set('id', after.id);
  }
  const res = await syncCall<PullAnswer>(server, 'GET', `/${collection}/pull?${q}`, { token });
  if (res.status !== 200) throw new Error(`pull ${collection}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Pulls until nothing is newer; answers the latest state per id (what a client would hold) and the last checkpoint. */
export async function pullAll(server: TestServer, token: string, collection: string, from: Checkpoint | null = null, limit = 100) {
  const docs = new Map<string, Wire>();
  let checkpoint = from;
  for (;;) {
    const page = await pull(server, token, collection, checkpoint, limit);
    for (const d of page.documents) docs.set(d.id, d);
    if (page.documents.length === 0) return { docs, checkpoint };
    checkpoint = page.checkpoint;
  }
}

/** A push; answers the status and the conflicts (or error body). */
export function push(server: TestServer, token: string, collection: string, rows: unknown) {
  return syncCall<Wire[]>(server, 'POST', `/${collection}/push`, { token, body: rows });
}

/** An ACTIVE member (free tenant unless `plan` is given; a paid plan is set ACTIVE as after checkout). */
export async function activeMember(server: TestServer, plan?: 'seeker', fields: Record<string, unknown> = {}): Promise<SignedUp> {
  const who = plan ? await signUp(server, { account_type: 'seeker', user_plan: plan }) : await signUp(server);
  await server.context.store.collection('users').updateOne({ _id: who.user.id }, { $set: { status: 'ACTIVE', plan_status: plan ? 'active' : 'none', ...fields } });
  return who;
}

/** A queued outbox row as a client creates it. */
export function queuedRow(id: string, payload: { to: string; message: string; listing_id: string }) {
  return { ...queuedMessageRow(id, payload, new Date().toISOString()), _deleted: false };
}
