import type { BedInput, BedStatus, RentalType, Room, RoomInput, RoomStatus } from '@crashpad/sync';

/**
 * Rooms and beds as the wizard edits them (spec 2 §2 rooms step, §4 statuses). Every row has a
 * client `key` (server rows reuse their id) so React lists and moves stay stable while NEW rows
 * have no id yet. These functions are pure: they return new lists or a refusal reason.
 */
export interface BedDraft {
  key: string;
  id?: string;
  bed_name: string;
  status: BedStatus;
  /** Monthly rent in cents the server keeps for this bed; new beds take the listing's rate. */
  rental_amount?: number | null;
}

export interface RoomDraft {
  key: string;
  id?: string;
  room_name: string;
  status: RoomStatus;
  beds: BedDraft[];
}

/** Why a removal was refused; each has a message in the editor's locale file. */
export type RoomRefusal = 'last_room' | 'room_busy' | 'bed_busy';
export type RoomsResult = { ok: true; rooms: RoomDraft[] } | { ok: false; reason: RoomRefusal };

/** How the rooms step behaves for a rental type (spec 2 §2). */
export type RoomsMode = 'configurable' | 'single';

const SINGLE_TYPES: readonly RentalType[] = ['crashpad_bed', 'crashpad_room', 'room'];

/** crashpad, hostel and hotel (and the whole-unit types with their default rooms) are edited freely; single bed/room types hold one room with one bed. */
export const roomsMode = (type: RentalType): RoomsMode => (SINGLE_TYPES.includes(type) ? 'single' : 'configurable');

let counter = 0;
/** A key for a row made in this browser session; never sent to the server. */
export const newKey = (): string => `new-${(counter += 1)}`;

export const isLive = (row: { status: string }) => row.status !== 'DELETED';
export const liveBeds = (room: RoomDraft) => room.beds.filter(isLive);
const hasBusyBed = (room: RoomDraft) => room.beds.some((b) => b.status === 'BUSY');

/** Rooms that are not DELETED and hold at least one bed that is not DELETED. */
export const roomsWithBeds = (rooms: readonly RoomDraft[]) => rooms.filter((r) => isLive(r) && liveBeds(r).length > 0);

export const newBed = (n: number): BedDraft => ({ key: newKey(), bed_name: `Bed ${n}`, status: 'NEW' });

/** A NEW room named "Bedroom N" with `beds` beds named "Bed 1…". */
export function newRoom(n: number, beds = 1): RoomDraft {
  return { key: newKey(), room_name: `Bedroom ${n}`, status: 'NEW', beds: Array.from({ length: beds }, (_, i) => newBed(i + 1)) };
}

/** Default rooms (spec 2 §2): whole units start with their bedrooms, crashpads with one shared room. */
const DEFAULT_LAYOUT: Record<RentalType, number[]> = {
  crashpad: [2],
  hostel: [4],
  hotel: [1],
  house: [1, 1],
  entire_suite: [1],
  crashpad_suite: [2],
  crashpad_bed: [1],
  crashpad_room: [1],
  room: [1],
};

export const defaultRooms = (type: RentalType): RoomDraft[] => DEFAULT_LAYOUT[type].map((beds, i) => newRoom(i + 1, beds));

export function addRoom(rooms: readonly RoomDraft[]): RoomDraft[] {
  return [...rooms, newRoom(rooms.length + 1)];
}

export function addBed(rooms: readonly RoomDraft[], roomKey: string): RoomDraft[] {
  return rooms.map((r) => (r.key === roomKey ? { ...r, beds: [...r.beds, newBed(r.beds.length + 1)] } : r));
}

export function renameRoom(rooms: readonly RoomDraft[], roomKey: string, name: string): RoomDraft[] {
  return rooms.map((r) => (r.key === roomKey ? { ...r, room_name: name } : r));
}

export function renameBed(rooms: readonly RoomDraft[], roomKey: string, bedKey: string, name: string): RoomDraft[] {
  return rooms.map((r) => (r.key === roomKey ? { ...r, beds: r.beds.map((b) => (b.key === bedKey ? { ...b, bed_name: name } : b)) } : r));
}

/** NEW drops the row, ACTIVE marks it DELETED, DELETED comes back ACTIVE (spec 2 §4). */
function toggled<T extends { status: string }>(row: T): T | null {
  if (row.status === 'NEW') return null;
  return { ...row, status: row.status === 'DELETED' ? 'ACTIVE' : 'DELETED' };
}

/**
 * Removes (or restores) a room: a room with a BUSY bed (pending or accepted tenant) cannot be
 * removed, and neither can the last room with beds ("You must have at least one room with bed numbers").
 */
export function toggleRoom(rooms: readonly RoomDraft[], roomKey: string): RoomsResult {
  const room = rooms.find((r) => r.key === roomKey);
  if (!room) return { ok: true, rooms: [...rooms] };
  if (isLive(room) && hasBusyBed(room)) return { ok: false, reason: 'room_busy' };
  const next = rooms.flatMap((r) => (r.key === roomKey ? (toggled(r) ?? []) : [r]));
  if (isLive(room) && roomsWithBeds(next).length === 0) return { ok: false, reason: 'last_room' };
  return { ok: true, rooms: next };
}

/** Removes (or restores) a bed: a BUSY bed can never be removed; the last bed of the listing stays. */
export function toggleBed(rooms: readonly RoomDraft[], roomKey: string, bedKey: string): RoomsResult {
  const room = rooms.find((r) => r.key === roomKey);
  const bed = room?.beds.find((b) => b.key === bedKey);
  if (!room || !bed) return { ok: true, rooms: [...rooms] };
  if (bed.status === 'BUSY') return { ok: false, reason: 'bed_busy' };
  const beds = room.beds.flatMap((b) => (b.key === bedKey ? (toggled(b) ?? []) : [b]));
  const next = rooms.map((r) => (r.key === roomKey ? { ...r, beds } : r));
  if (isLive(bed) && roomsWithBeds(next).length === 0) return { ok: false, reason: 'last_room' };
  return { ok: true, rooms: next };
}

/** Server rooms → drafts (edit mode). */
export function roomsFromServer(rooms: readonly Room[]): RoomDraft[] {
  return rooms.map((r) => ({
    key: r.id,
    id: r.id,
    room_name: r.room_name,
    status: r.status,
    beds: r.beds.map((b) => ({ key: b.id, id: b.id, bed_name: b.bed_name, status: b.status, rental_amount: b.rental_amount })),
  }));
}

/**
 * Drafts → the request's rooms. NEW rows go without id; BUSY beds go as ACTIVE (the server keeps
 * them BUSY, and the request schema has no BUSY). A new room whose beds were all removed again
 * carries nothing and is left out.
 */
export function roomsToInput(rooms: readonly RoomDraft[]): RoomInput[] {
  const out: RoomInput[] = [];
  for (const room of rooms) {
    const beds: BedInput[] = room.beds.map((b) => ({
      ...(b.id ? { id: b.id } : {}),
      bed_name: b.bed_name,
      status: b.status === 'BUSY' ? 'ACTIVE' : b.status,
      ...(b.rental_amount != null ? { rental_amount: b.rental_amount } : {}),
    }));
    if (!room.id && beds.length === 0) continue;
    out.push({
      ...(room.id ? { id: room.id } : {}),
      room_name: room.room_name,
      status: room.status,
      beds_per_room: isLive(room) ? liveBeds(room).length : 0,
      beds,
    });
  }
  return out;
}

/** Totals the request carries for compatibility (the server derives its own). */
export function roomTotals(rooms: readonly RoomDraft[]): { total_rooms: number; total_beds: number } {
  const live = rooms.filter(isLive);
  return { total_rooms: live.length, total_beds: live.reduce((n, r) => n + liveBeds(r).length, 0) };
}
