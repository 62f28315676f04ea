import type { Room } from '@crashpad/sync';
import { describe, expect, it } from 'vitest';
import { addBed, addRoom, defaultRooms, newRoom, roomsFromServer, roomsToInput, roomsWithBeds, roomTotals, roomsMode, toggleBed, toggleRoom, type RoomDraft } from './rooms-model';

const serverRoom = (id: string, beds: Room['beds']): Room => ({ id, listing_id: 'L', room_name: `Room ${id}`, status: 'ACTIVE', beds_per_room: beds.length, beds });
const bed = (id: string, status: Room['beds'][number]['status'] = 'ACTIVE') => ({ id, bed_name: `Bed ${id}`, status, rental_amount: 30_000 });

function expectOk(result: ReturnType<typeof toggleRoom>): RoomDraft[] {
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result.rooms;
}

describe('rooms model (spec 2 §2, §4)', () => {
  it('names new rooms "Bedroom N" and new beds "Bed N"', () => {
    const rooms = addRoom([newRoom(1)]);
    expect(rooms.map((r) => r.room_name)).toEqual(['Bedroom 1', 'Bedroom 2']);
    const withBed = addBed(rooms, rooms[1]!.key);
    expect(withBed[1]!.beds.map((b) => [b.bed_name, b.status])).toEqual([
      ['Bed 1', 'NEW'],
      ['Bed 2', 'NEW'],
    ]);
  });

  it('removing a NEW room drops it, removing an ACTIVE one marks it DELETED, removing again restores it', () => {
    const rooms = [...roomsFromServer([serverRoom('A', [bed('a1')])]), newRoom(2)];
    const dropped = expectOk(toggleRoom(rooms, rooms[1]!.key));
    expect(dropped).toHaveLength(1);
    const both = [...roomsFromServer([serverRoom('A', [bed('a1')]), serverRoom('B', [bed('b1')])])];
    const deleted = expectOk(toggleRoom(both, 'A'));
    expect(deleted.map((r) => r.status)).toEqual(['DELETED', 'ACTIVE']);
    expect(expectOk(toggleRoom(deleted, 'A')).map((r) => r.status)).toEqual(['ACTIVE', 'ACTIVE']);
  });

  it('refuses to remove the last room with beds', () => {
    const rooms = roomsFromServer([serverRoom('A', [bed('a1')])]);
    expect(toggleRoom(rooms, 'A')).toEqual({ ok: false, reason: 'last_room' });
    const onlyNew = [newRoom(1)];
    expect(toggleRoom(onlyNew, onlyNew[0]!.key)).toEqual({ ok: false, reason: 'last_room' });
  });

  it('refuses to remove a room that holds a BUSY bed, and a BUSY bed itself', () => {
    const rooms = roomsFromServer([serverRoom('A', [bed('a1', 'BUSY'), bed('a2')]), serverRoom('B', [bed('b1')])]);
    expect(toggleRoom(rooms, 'A')).toEqual({ ok: false, reason: 'room_busy' });
    expect(toggleBed(rooms, 'A', 'a1')).toEqual({ ok: false, reason: 'bed_busy' });
    const bedGone = expectOk(toggleBed(rooms, 'A', 'a2'));
    expect(bedGone[0]!.beds.map((b) => b.status)).toEqual(['BUSY', 'DELETED']);
  });

  it('beds follow the same NEW/ACTIVE/DELETED rules and the last bed of the listing stays', () => {
    const rooms = roomsFromServer([serverRoom('A', [bed('a1')])]);
    const added = addBed(rooms, 'A');
    const newBedKey = added[0]!.beds[1]!.key;
    expect(expectOk(toggleBed(added, 'A', newBedKey))[0]!.beds).toHaveLength(1);
    expect(toggleBed(rooms, 'A', 'a1')).toEqual({ ok: false, reason: 'last_room' });
    const deleted = expectOk(toggleBed(added, 'A', 'a1'));
    expect(deleted[0]!.beds[0]!.status).toBe('DELETED');
    expect(expectOk(toggleBed(deleted, 'A', 'a1'))[0]!.beds[0]!.status).toBe('ACTIVE');
  });

  it('sends NEW rows without ids, BUSY beds as ACTIVE, and leaves out an emptied new room', () => {
    const rooms: RoomDraft[] = [
      ...roomsFromServer([serverRoom('A', [bed('a1', 'BUSY'), bed('a2', 'DELETED')])]),
      newRoom(2, 2),
      { ...newRoom(3), beds: [] },
    ];
    const input = roomsToInput(rooms);
    expect(input).toHaveLength(2);
    expect(input[0]).toEqual({
      id: 'A',
      room_name: 'Room A',
      status: 'ACTIVE',
      beds_per_room: 1,
      beds: [
        { id: 'a1', bed_name: 'Bed a1', status: 'ACTIVE', rental_amount: 30_000 },
        { id: 'a2', bed_name: 'Bed a2', status: 'DELETED', rental_amount: 30_000 },
      ],
    });
    expect(input[1]).toEqual({ room_name: 'Bedroom 2', status: 'NEW', beds_per_room: 2, beds: [{ bed_name: 'Bed 1', status: 'NEW' }, { bed_name: 'Bed 2', status: 'NEW' }] });
    expect(roomTotals(rooms)).toEqual({ total_rooms: 3, total_beds: 3 });
    expect(roomsWithBeds(rooms)).toHaveLength(2);
  });

  it('knows single types and default layouts', () => {
    expect(roomsMode('crashpad_bed')).toBe('single');
    expect(roomsMode('hostel')).toBe('configurable');
    expect(defaultRooms('house').map((r) => r.room_name)).toEqual(['Bedroom 1', 'Bedroom 2']);
    expect(defaultRooms('room')).toHaveLength(1);
  });
});
