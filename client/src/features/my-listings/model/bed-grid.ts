import type { BedStatus, Room } from '@crashpad/sync';

/**
 * Spec 2 §2 bed colours: busy green, active blue, deleted red, pending orange. Pending is a bed
 * the lister added that is not confirmed yet (status NEW); tenants' pending invitations will
 * mark beds pending too once rentals exist.
 */
export type BedTone = 'busy' | 'active' | 'deleted' | 'pending';

export const BED_TONES: readonly BedTone[] = ['busy', 'active', 'pending', 'deleted'];

export function bedTone(status: BedStatus): BedTone {
  switch (status) {
    case 'BUSY':
      return 'busy';
    case 'DELETED':
      return 'deleted';
    case 'NEW':
      return 'pending';
    default:
      return 'active';
  }
}

export interface BedCell {
  id: string;
  name: string;
  tone: BedTone;
}

export interface RoomRow {
  id: string;
  name: string;
  beds: BedCell[];
}

/**
 * The per-room grid of a card. Deleted rooms are left out (they are history, not capacity);
 * deleted beds of a live room stay, in red, so the lister sees what was removed.
 */
export function roomRows(rooms: readonly Room[]): RoomRow[] {
  return rooms
    .filter((room) => room.status !== 'DELETED')
    .map((room) => ({ id: room.id, name: room.room_name, beds: room.beds.map((bed) => ({ id: bed.id, name: bed.bed_name, tone: bedTone(bed.status) })) }));
}

/** The legend lists only the tones that appear, so it explains exactly what is on screen. */
export function legendTones(rows: readonly RoomRow[]): BedTone[] {
  const present = new Set(rows.flatMap((r) => r.beds.map((b) => b.tone)));
  return BED_TONES.filter((tone) => present.has(tone));
}
