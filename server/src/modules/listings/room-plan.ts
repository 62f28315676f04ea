import type { Bed, BedInput, Occupancy, Room, RoomInput } from '@crashpad/sync';
import { AppError } from '../../http/app-error.js';

/**
 * The rooms-and-beds rules of spec 2 §2/§4, as pure functions over a listing's rooms:
 * removing a NEW row drops it, removing an ACTIVE row marks it DELETED, sending a DELETED row
 * back as ACTIVE restores it, a BUSY bed (a pending or accepted tenant) can never be removed,
 * and a room holding a BUSY bed cannot be removed. Rows the client leaves out count as removed.
 */
export interface RoomPlanContext {
  listingId: string;
  /** Monthly rent (cents) of beds that do not name their own. */
  defaultRent: number;
  newId: () => string;
}

const hasBusyBed = (room: Room) => room.beds.some((b) => b.status === 'BUSY');
const liveBeds = (room: Room) => room.beds.filter((b) => b.status !== 'DELETED');
const refuseBusy = (): never => {
  throw new AppError('room_has_tenants');
};

function withCount(room: Room): Room {
  return { ...room, beds_per_room: room.status === 'DELETED' ? 0 : liveBeds(room).length };
}

function mergeBeds(existing: Bed[], input: BedInput[], ctx: RoomPlanContext): Bed[] {
  const byId = new Map(existing.map((b) => [b.id, b]));
  const seen = new Set<string>();
  const out: Bed[] = [];
  for (const bed of input) {
    const old = bed.id ? byId.get(bed.id) : undefined;
    if (old && !seen.has(old.id)) {
      seen.add(old.id);
      if (old.status === 'BUSY') {
        if (bed.status === 'DELETED') refuseBusy();
        // The rent of an occupied bed belongs to its rental; only the name may change.
        out.push({ ...old, bed_name: bed.bed_name });
      } else {
        out.push({
          ...old,
          bed_name: bed.bed_name,
          status: bed.status === 'DELETED' ? 'DELETED' : 'ACTIVE',
          rental_amount: bed.rental_amount ?? old.rental_amount,
        });
      }
    } else if (bed.status !== 'DELETED') {
      out.push({ id: ctx.newId(), bed_name: bed.bed_name, status: 'ACTIVE', rental_amount: bed.rental_amount ?? ctx.defaultRent });
    }
  }
  for (const old of existing) {
    if (seen.has(old.id)) continue;
    if (old.status === 'BUSY') refuseBusy();
    if (old.status !== 'DELETED') out.push({ ...old, status: 'DELETED' });
  }
  return out;
}

/** Applies the wizard's rooms to the stored ones; throws room_has_tenants or rooms_required. */
export function mergeRooms(existing: Room[], input: RoomInput[], ctx: RoomPlanContext): Room[] {
  const byId = new Map(existing.map((r) => [r.id, r]));
  const seen = new Set<string>();
  const out: Room[] = [];
  for (const room of input) {
    const old = room.id ? byId.get(room.id) : undefined;
    if (old && !seen.has(old.id)) {
      seen.add(old.id);
      if (room.status === 'DELETED') {
        if (hasBusyBed(old)) refuseBusy();
        out.push({ ...old, room_name: room.room_name, status: 'DELETED' });
      } else {
        out.push({ ...old, room_name: room.room_name, status: 'ACTIVE', beds: mergeBeds(old.beds, room.beds, ctx) });
      }
    } else if (room.status !== 'DELETED') {
      const beds = mergeBeds([], room.beds, ctx);
      out.push({ id: ctx.newId(), listing_id: ctx.listingId, room_name: room.room_name, status: 'ACTIVE', beds_per_room: 0, beds });
    }
  }
  for (const old of existing) {
    if (seen.has(old.id)) continue;
    if (hasBusyBed(old)) refuseBusy();
    // A row already DELETED and no longer sent back is gone for good, so lists stay bounded.
    if (old.status !== 'DELETED') out.push({ ...old, status: 'DELETED' });
  }
  const rooms = out.map(withCount);
  assertHasBeds(rooms);
  return rooms;
}

/** Spec 2 §2: "You must have at least one room with bed numbers". */
export function assertHasBeds(rooms: Room[]): void {
  if (!rooms.some((r) => r.status !== 'DELETED' && r.beds_per_room > 0)) {
    throw new AppError('validation_failed', { messageKey: 'validation.rooms_required', fields: { rooms: 'validation.rooms_required' } });
  }
}

/** update-room: rename and set the number of beds (adds "Bed N", removes free beds from the end). */
export function resizeRoom(room: Room, name: string, count: number, ctx: RoomPlanContext): Room {
  const beds = [...room.beds];
  let live = beds.filter((b) => b.status !== 'DELETED').length;
  let n = beds.length;
  while (live < count) {
    n += 1;
    beds.push({ id: ctx.newId(), bed_name: `Bed ${n}`, status: 'ACTIVE', rental_amount: ctx.defaultRent });
    live += 1;
  }
  for (let i = beds.length - 1; i >= 0 && live > count; i--) {
    const bed = beds[i]!;
    if (bed.status === 'ACTIVE' || bed.status === 'NEW') {
      beds[i] = { ...bed, status: 'DELETED' };
      live -= 1;
    }
  }
  if (live > count) refuseBusy();
  return withCount({ ...room, room_name: name, status: 'ACTIVE', beds });
}

/** delete-room: marks the room DELETED unless it holds a tenant or is the last room with beds. */
export function deleteRoom(rooms: Room[], roomId: string): Room[] {
  const next = rooms.map((r) => {
    if (r.id !== roomId) return r;
    if (hasBusyBed(r)) refuseBusy();
    return withCount({ ...r, status: 'DELETED' as const });
  });
  assertHasBeds(next);
  return next;
}

/** Occupancy over beds of rooms that are not DELETED; BUSY beds are occupied. */
export function occupancyOf(rooms: Room[]): Occupancy & { monthly_revenue: number } {
  let beds = 0;
  let busy = 0;
  let revenue = 0;
  for (const room of rooms) {
    if (room.status === 'DELETED') continue;
    for (const bed of liveBeds(room)) {
      beds += 1;
      if (bed.status === 'BUSY') {
        busy += 1;
        revenue += bed.rental_amount;
      }
    }
  }
  const rate = beds === 0 ? 0 : Math.round((busy / beds) * 10_000) / 10_000;
  return { num_beds: beds, num_occupied_beds: busy, num_vacant_beds: beds - busy, bed_occupancy_rate: rate, monthly_revenue: revenue };
}

/** Rooms that count: not DELETED. */
export const activeRoomCount = (rooms: Room[]) => rooms.filter((r) => r.status !== 'DELETED').length;
