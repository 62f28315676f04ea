import type { RentalType } from '@crashpad/sync';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../../../lib/config/use-config';
import { Button } from '../../../ui/button/button';
import { SelectField } from '../../../ui/field/select-field';
import { toast } from '../../../ui/toast/toast-store';
import { rentalTypeChoices } from '../model/choices';
import { addRoom, defaultRooms, roomsMode, toggleRoom, type RoomRefusal, type RoomsResult } from '../model/rooms-model';
import { RoomCard } from './room-card';
import styles from './editor.module.css';
import type { StepProps } from './step-props';

const REFUSAL_KEY: Record<RoomRefusal, string> = {
  last_room: 'validation.rooms_required',
  room_busy: 'errors.room_has_tenants',
  bed_busy: 'listing_editor.rooms.bed_busy',
};

/** Step 2, Rooms (spec 2 §2, §4): rental type, rooms and their beds with the removal rules. */
export function RoomsStep({ form, onChange, errorOf }: StepProps) {
  const { t } = useTranslation();
  const { site } = useConfig();
  const mode = roomsMode(form.rental_type);
  const apply = (result: RoomsResult) => {
    if (result.ok) onChange({ rooms: result.rooms });
    else toast.warning(t(REFUSAL_KEY[result.reason]));
  };
  const changeType = (type: RentalType) =>
    // Rooms already on the server stay (they may have tenants); a new listing takes the type's default rooms.
    onChange({ rental_type: type, ...(form.rooms.some((r) => r.id) ? {} : { rooms: defaultRooms(type) }) });

  return (
    <>
      <SelectField
        name="rental_type"
        label={t('listing_editor.rooms.rental_type')}
        options={rentalTypeChoices(site === 'site.crashpad').map((type) => ({ value: type, label: t(`listing_editor.rental_types.${type}`) }))}
        value={form.rental_type}
        onChange={(e) => changeType(e.target.value as RentalType)}
      />
      <p className={styles.hint}>{t(mode === 'single' ? 'listing_editor.rooms.single_hint' : 'listing_editor.rooms.hint')}</p>
      <div data-field="rooms" tabIndex={-1}>
        {errorOf('rooms') && (
          <p className={styles.notice} role="alert">
            {errorOf('rooms')}
          </p>
        )}
        <ol className={styles.list} aria-label={t('listing_editor.rooms.list')}>
          {form.rooms.map((room, index) => (
            <RoomCard
              key={room.key}
              room={room}
              index={index}
              rooms={form.rooms}
              canAddBeds={mode === 'configurable'}
              onRooms={(rooms) => onChange({ rooms })}
              onResult={apply}
              onToggle={() => apply(toggleRoom(form.rooms, room.key))}
            />
          ))}
        </ol>
        {mode === 'configurable' && (
          <Button variant="secondary" onClick={() => onChange({ rooms: addRoom(form.rooms) })}>
            {t('listing_editor.rooms.add_room')}
          </Button>
        )}
      </div>
    </>
  );
}
