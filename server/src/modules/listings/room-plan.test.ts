import type { Room } from '@crashpad/sync';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.js';
import { deleteRoom, mergeRooms, occupancyOf, resizeRoom } from './room-plan.js';

let n = 0;
const ctx = { listingId: 'L1', defaultRent: 40_000, newId: () => `id${++n}` };
const room = (id: string, beds: [string, Room['beds'][number]['status']][], status: Room['status'] = 'ACTIVE'): Room => ({
  id, listing_id: 'L1', room_name: id, status, beds_per_room: beds.length,
  beds: beds.map(([bid, s]) => ({ id: bid, bed_name: bid, status: s, rental_amount: 40_000 })),
});
const code = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return (e as AppError).code;
  }
  return 'ok';
};

describe('room plan', () => {
  it('creates new rooms and beds as ACTIVE with server ids and the default rent', () => {
    const rooms = mergeRooms([], [{ room_name: 'Bedroom 1', beds: [{ bed_name: 'Bed 1' }, { bed_name: 'Bed 2', rental_amount: 35_000 }] }], ctx);
    expect(rooms).toHaveLength(1);
    expect(rooms[0]).toMatchObject({ status: 'ACTIVE', beds_per_room: 2, listing_id: 'L1' });
    expect(rooms[0]!.beds.map((b) => [b.status, b.rental_amount])).toEqual([['ACTIVE', 40_000], ['ACTIVE', 35_000]]);
  });

  it('drops removed NEW rows, marks removed ACTIVE rows DELETED and restores DELETED rows', () => {
    const existing = [room('r1', [['b1', 'ACTIVE'], ['b2', 'ACTIVE']]), room('r2', [['b3', 'ACTIVE']], 'DELETED')];
    const rooms = mergeRooms(
      existing,
      [
        { id: 'r1', room_name: 'Front', beds: [{ id: 'b1', bed_name: 'b1' }, { id: 'b2', bed_name: 'b2', status: 'DELETED' }, { bed_name: 'x', status: 'DELETED' }] },
        { id: 'r2', room_name: 'Back', status: 'ACTIVE', beds: [{ id: 'b3', bed_name: 'b3' }] },
        { room_name: 'gone', status: 'DELETED', beds: [{ bed_name: 'y' }] },
      ],
      ctx,
    );
    expect(rooms.map((r) => [r.id, r.status, r.beds_per_room])).toEqual([['r1', 'ACTIVE', 1], ['r2', 'ACTIVE', 1]]);
    expect(rooms[0]!.beds.map((b) => b.status)).toEqual(['ACTIVE', 'DELETED']);
  });

  it('treats rows left out as removed, and forgets rows already DELETED', () => {
    const existing = [room('r1', [['b1', 'ACTIVE']]), room('r2', [['b2', 'ACTIVE']]), room('r3', [['b3', 'ACTIVE']], 'DELETED')];
    const rooms = mergeRooms(existing, [{ id: 'r1', room_name: 'r1', beds: [{ id: 'b1', bed_name: 'b1' }] }], ctx);
    expect(rooms.map((r) => [r.id, r.status])).toEqual([['r1', 'ACTIVE'], ['r2', 'DELETED']]);
  });

  it('refuses to remove a BUSY bed or a room holding one, but lets it be renamed', () => {
    const existing = [room('r1', [['b1', 'BUSY'], ['b2', 'ACTIVE']]), room('r2', [['b3', 'ACTIVE']])];
    const keep = { id: 'r2', room_name: 'r2', beds: [{ id: 'b3', bed_name: 'b3' }] };
    expect(code(() => mergeRooms(existing, [{ id: 'r1', room_name: 'r1', status: 'DELETED', beds: [{ id: 'b1', bed_name: 'b1' }] }, keep], ctx))).toBe('room_has_tenants');
    expect(code(() => mergeRooms(existing, [{ id: 'r1', room_name: 'r1', beds: [{ id: 'b1', bed_name: 'b1', status: 'DELETED' }] }, keep], ctx))).toBe('room_has_tenants');
    expect(code(() => mergeRooms(existing, [{ id: 'r1', room_name: 'r1', beds: [{ id: 'b2', bed_name: 'b2' }] }, keep], ctx))).toBe('room_has_tenants');
    expect(code(() => mergeRooms(existing, [keep], ctx))).toBe('room_has_tenants');
    const renamed = mergeRooms(existing, [{ id: 'r1', room_name: 'r1', beds: [{ id: 'b1', bed_name: 'Top bunk', rental_amount: 1 }, { id: 'b2', bed_name: 'b2' }] }, keep], ctx);
    expect(renamed[0]!.beds[0]).toEqual({ id: 'b1', bed_name: 'Top bunk', status: 'BUSY', rental_amount: 40_000 });
  });

  it('never clears the last room with beds', () => {
    expect(code(() => mergeRooms([room('r1', [['b1', 'ACTIVE']])], [{ id: 'r1', room_name: 'r1', status: 'DELETED', beds: [{ id: 'b1', bed_name: 'b1' }] }], ctx))).toBe('validation_failed');
    expect(code(() => deleteRoom([room('r1', [['b1', 'ACTIVE']])], 'r1'))).toBe('validation_failed');
    expect(code(() => deleteRoom([room('r1', [['b1', 'BUSY']]), room('r2', [['b2', 'ACTIVE']])], 'r1'))).toBe('room_has_tenants');
    expect(deleteRoom([room('r1', [['b1', 'ACTIVE']]), room('r2', [['b2', 'ACTIVE']])], 'r1')[0]).toMatchObject({ status: 'DELETED', beds_per_room: 0 });
  });

  it('resizes a room, never removing a BUSY bed', () => {
    const grown = resizeRoom(room('r1', [['b1', 'BUSY']]), 'Bunk room', 3, ctx);
    expect(grown.beds.map((b) => b.status)).toEqual(['BUSY', 'ACTIVE', 'ACTIVE']);
    expect(grown).toMatchObject({ room_name: 'Bunk room', beds_per_room: 3 });
    const shrunk = resizeRoom(grown, 'Bunk room', 1, ctx);
    expect(shrunk.beds.map((b) => b.status)).toEqual(['BUSY', 'DELETED', 'DELETED']);
    expect(code(() => resizeRoom(room('r1', [['b1', 'BUSY'], ['b2', 'BUSY']]), 'r', 1, ctx))).toBe('room_has_tenants');
  });

  it('counts occupancy over live beds only', () => {
    const rooms = [room('r1', [['b1', 'BUSY'], ['b2', 'ACTIVE'], ['b3', 'DELETED']]), room('r2', [['b4', 'BUSY']], 'DELETED')];
    expect(occupancyOf(rooms)).toEqual({ num_beds: 2, num_occupied_beds: 1, num_vacant_beds: 1, bed_occupancy_rate: 0.5, monthly_revenue: 40_000 });
  });
});
