import { AIRPORT_DISTANCES, DESCRIPTION_MIN, RENTAL_TYPES, type RentalType } from '@crashpad/sync';

/** The choice lists of the basic-info step (spec 2 §2, §9). Labels are built with t() by the view. */
export const BATHROOM_CHOICES = Array.from({ length: 10 }, (_, i) => i + 1);
/** 0–4, and 5 meaning "5+". */
export const SHOWER_CHOICES = [0, 1, 2, 3, 4, 5];
export const SHOWER_MAX = 5;
export const MAX_NIGHTS_CHOICES = Array.from({ length: 31 }, (_, i) => i + 1);
/** 1–5 miles, 10 meaning "6-10 miles", 11 meaning "11+ miles". */
export const DISTANCE_CHOICES = AIRPORT_DISTANCES;

/** The i18n key of a distance option's label. */
export function distanceLabelKey(miles: number): string {
  if (miles === 10) return 'listing_editor.basic.distance_6_10';
  if (miles === 11) return 'listing_editor.basic.distance_11_plus';
  return miles === 1 ? 'listing_editor.basic.distance_one' : 'listing_editor.basic.distance_miles';
}

const CRASHPAD_ONLY: readonly RentalType[] = ['crashpad', 'crashpad_bed', 'crashpad_room', 'crashpad_suite'];

/** Rental types offered: the crashpad_* ones only with the crashpad site feature (spec 2 §1). */
export function rentalTypeChoices(crashpadSite: boolean): RentalType[] {
  return RENTAL_TYPES.filter((type) => crashpadSite || !CRASHPAD_ONLY.includes(type));
}

/** The live counter under the description: characters still needed, down to 0 (spec 2 §2). */
export const descriptionRemaining = (text: string) => Math.max(0, DESCRIPTION_MIN - text.trim().length);
