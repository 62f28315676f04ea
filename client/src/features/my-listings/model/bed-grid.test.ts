import type { Room } from '@crashpad/sync';
import { describe, expect, it } from 'vitest';
import { bedTone, legendTones, roomRows } from './bed-grid';

const room = (id: string, status: Room['status'], beds: Room['beds'][number]['status'][]): Room => ({
  id,
  listing_id: 'l',
  room_name: `Room ${id}`,
  status,
  beds_per_room: beds.length,
  beds: beds.map((s, i) => ({ id: `${id}-${i}`, bed_name: `Bed ${i + 1}`, status: s, rental_amount: 30_000 })),
});

describe('bed colours (spec 2 §2)', () => {
  it('maps busy to green-busy, active to blue-active, deleted to red, new to pending orange', () => {
    expect(bedTone('BUSY')).toBe('busy');
    expect(bedTone('ACTIVE')).toBe('active');
    expect(bedTone('DELETED')).toBe('deleted');
    expect(bedTone('NEW')).toBe('pending');
  });

  it('shows live rooms bed by bed, deleted beds included, deleted rooms left out', () => {
    const rows = roomRows([room('a', 'ACTIVE', ['BUSY', 'ACTIVE', 'DELETED']), room('b', 'DELETED', ['DELETED'])]);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.beds.map((b) => b.tone)).toEqual(['busy', 'active', 'deleted']);
    expect(rows[0]!.beds[0]).toEqual({ id: 'a-0', name: 'Bed 1', tone: 'busy' });
  });

  it('legend names exactly the tones on screen, in a fixed order', () => {
    expect(legendTones(roomRows([room('a', 'ACTIVE', ['ACTIVE', 'BUSY'])]))).toEqual(['busy', 'active']);
    expect(legendTones(roomRows([room('a', 'ACTIVE', ['DELETED', 'NEW', 'ACTIVE', 'BUSY'])]))).toEqual(['busy', 'active', 'pending', 'deleted']);
    expect(legendTones([])).toEqual([]);
  });
});
