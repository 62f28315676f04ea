import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button/button';
import { TextField } from '../../../ui/field/text-field';
import { addBed, isLive, liveBeds, renameBed, renameRoom, toggleBed, type RoomDraft, type RoomsResult } from '../model/rooms-model';
import styles from './editor.module.css';

interface RoomCardProps {
  room: RoomDraft;
  index: number;
  rooms: RoomDraft[];
  canAddBeds: boolean;
  onRooms: (rooms: RoomDraft[]) => void;
  onResult: (result: RoomsResult) => void;
  onToggle: () => void;
}

/** One room: its name, its beds (rename, remove, restore) and the room's own remove/restore button. */
export function RoomCard({ room, index, rooms, canAddBeds, onRooms, onResult, onToggle }: RoomCardProps) {
  const { t } = useTranslation();
  const deleted = !isLive(room);
  return (
    <li className={[styles.card, deleted && styles.cardDeleted].filter(Boolean).join(' ')}>
      <div className={styles.row}>
        <TextField
          className={styles.grow}
          name={`rooms.${index}.room_name`}
          label={t('listing_editor.rooms.room_name', { n: index + 1 })}
          value={room.room_name}
          disabled={deleted}
          onChange={(e) => onRooms(renameRoom(rooms, room.key, e.target.value))}
        />
        <Button variant={deleted ? 'secondary' : 'ghost'} onClick={onToggle} aria-label={t(deleted ? 'listing_editor.rooms.restore_room' : 'listing_editor.rooms.remove_room', { name: room.room_name })}>
          {t(deleted ? 'listing_editor.restore' : 'listing_editor.remove')}
        </Button>
      </div>
      <p className={styles.hint}>
        {deleted ? t('listing_editor.rooms.room_removed') : t('listing_editor.rooms.beds_count', { n: liveBeds(room).length })}
      </p>
      {!deleted && (
        <>
          <ul className={styles.beds} aria-label={t('listing_editor.rooms.beds_of', { name: room.room_name })}>
            {room.beds.map((bed, bedIndex) => {
              const bedDeleted = !isLive(bed);
              return (
                <li key={bed.key} className={[styles.row, bedDeleted && styles.cardDeleted].filter(Boolean).join(' ')}>
                  <TextField
                    className={styles.grow}
                    name={`rooms.${index}.beds.${bedIndex}.bed_name`}
                    label={t('listing_editor.rooms.bed_name', { n: bedIndex + 1 })}
                    value={bed.bed_name}
                    disabled={bedDeleted}
                    onChange={(e) => onRooms(renameBed(rooms, room.key, bed.key, e.target.value))}
                  />
                  {bed.status === 'BUSY' ? (
                    <span className={styles.badge}>{t('listing_editor.rooms.occupied')}</span>
                  ) : (
                    canAddBeds && (
                      <Button
                        variant={bedDeleted ? 'secondary' : 'ghost'}
                        small
                        onClick={() => onResult(toggleBed(rooms, room.key, bed.key))}
                        aria-label={t(bedDeleted ? 'listing_editor.rooms.restore_bed' : 'listing_editor.rooms.remove_bed', { name: bed.bed_name })}
                      >
                        {t(bedDeleted ? 'listing_editor.restore' : 'listing_editor.remove')}
                      </Button>
                    )
                  )}
                </li>
              );
            })}
          </ul>
          {canAddBeds && (
            <Button variant="secondary" small onClick={() => onRooms(addBed(rooms, room.key))}>
              {t('listing_editor.rooms.add_bed')}
            </Button>
          )}
        </>
      )}
    </li>
  );
}
