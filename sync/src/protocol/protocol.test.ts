import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { messageWireSchema } from '../collections/messages.js';
import { isAfterCheckpoint } from './checkpoint.js';
import { pullQuerySchema } from './pull.js';
import { PUSH_BATCH_MAX, pushBodySchema } from './push.js';
import { wsClientFrameSchema } from './stream.js';

describe('checkpoints order documents by (serverSeq, id)', () => {
  it('puts a higher seq, or the same seq with a larger id, after the checkpoint', () => {
    expect(isAfterCheckpoint({ serverSeq: 5, id: 'a' }, { seq: 4, id: 'z' })).toBe(true);
    expect(isAfterCheckpoint({ serverSeq: 5, id: 'b' }, { seq: 5, id: 'a' })).toBe(true);
    expect(isAfterCheckpoint({ serverSeq: 5, id: 'a' }, { seq: 5, id: 'a' })).toBe(false);
    expect(isAfterCheckpoint({ serverSeq: 4, id: 'z' }, { seq: 5, id: 'a' })).toBe(false);
    expect(isAfterCheckpoint({ serverSeq: 0, id: 'a' }, null)).toBe(true);
  });
});

describe('pull query', () => {
  it('defaults the limit and needs seq and id together', () => {
    expect(v.parse(pullQuerySchema, {})).toEqual({ limit: 100 });
    expect(v.parse(pullQuerySchema, { seq: '7', id: 'x', limit: '20' })).toEqual({ seq: 7, id: 'x', limit: 20 });
    expect(v.safeParse(pullQuerySchema, { seq: '7' }).success).toBe(false);
    expect(v.safeParse(pullQuerySchema, { seq: '7', id: 'x', limit: '501' }).success).toBe(false);
    expect(v.safeParse(pullQuerySchema, { seq: '-1', id: 'x' }).success).toBe(false);
    expect(v.safeParse(pullQuerySchema, { $where: '1' }).success).toBe(false);
  });
});

describe('push body', () => {
  const doc = {
    id: 'm1', serverSeq: 0, updated_at: '', thread_id: 't1', from_user: 'u1', to_user: 'u2',
    listing_id: 'l1', listing_title: 'Pad', message: 'hi', created: '', _deleted: false,
  };
  it('accepts RxDB rows and refuses oversize batches and unknown fields', () => {
    const schema = pushBodySchema(messageWireSchema);
    expect(v.safeParse(schema, [{ newDocumentState: doc }, { assumedMasterState: doc, newDocumentState: doc }]).success).toBe(true);
    expect(v.safeParse(schema, Array.from({ length: PUSH_BATCH_MAX + 1 }, () => ({ newDocumentState: doc }))).success).toBe(false);
    expect(v.safeParse(schema, [{ newDocumentState: { ...doc, $set: {} } }]).success).toBe(false);
  });
});

describe('ws frames', () => {
  it('knows auth and viewing frames only', () => {
    expect(v.safeParse(wsClientFrameSchema, { type: 'auth', token: 't', protocol: 1 }).success).toBe(true);
    expect(v.safeParse(wsClientFrameSchema, { type: 'viewing', thread_id: null }).success).toBe(true);
    expect(v.safeParse(wsClientFrameSchema, { type: 'subscribe', collection: 'users' }).success).toBe(false);
  });
});
