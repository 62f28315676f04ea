import { listingInputSchema, type ListingInput } from '@crashpad/sync';
import * as v from 'valibot';
import { toListingPayload, type ListingForm } from './listing-form';
import { roomsWithBeds } from './rooms-model';

/**
 * Listing save checks (spec 2 §5), in the spec's order. The request schema of sync
 * (listingInputSchema) holds the field rules and their messages; the wizard adds the ones the
 * server leaves to the form: at least one image and a primary image.
 */
export const FIELD_ORDER = [
  'title',
  'latitude',
  'longitude',
  'airport_distance',
  'other_airport_distance',
  'description',
  'airport',
  'rooms',
  'total_rooms',
  'beds',
  'total_beds',
  'bathrooms',
  'number_of_shower',
  'max_nights',
  'rate_per_from',
  'rate_per_to',
  'deposit_required',
  'images',
  'thumbnail',
] as const;

/** Spec 2 §5: at most 5 warning toasts, 15 s each; over 10 problems one "forgot the form" message. */
export const VALIDATION_TOAST_MAX = 5;
export const VALIDATION_TOAST_MS = 15_000;
export const FORM_EMPTY_THRESHOLD = 10;

export const IMAGES_REQUIRED = 'listing_editor.validation.images_required';
export const THUMBNAIL_REQUIRED = 'listing_editor.validation.thumbnail_required';
export const FORM_EMPTY = 'listing_editor.validation.form_empty';
export const ROOMS_REQUIRED = 'validation.rooms_required';

/** One problem: the top-level field, the full path of the control, the i18n key of the message. */
export interface ListingIssue {
  field: string;
  path: string;
  message: string;
}

export type ListingCheck = { ok: true; input: ListingInput } | { ok: false; issues: ListingIssue[] };

const rank = (field: string) => {
  const i = (FIELD_ORDER as readonly string[]).indexOf(field);
  return i === -1 ? FIELD_ORDER.length : i;
};

/** Checks the whole form; problems come one per control path, in the spec's field order. */
export function validateListing(form: ListingForm, loadedDescription: string | null = null): ListingCheck {
  const result = v.safeParse(listingInputSchema, toListingPayload(form, loadedDescription));
  const found: ListingIssue[] = result.success
    ? []
    : result.issues.map((issue) => {
        const path = v.getDotPath(issue) ?? '';
        return { field: path.split('.')[0] ?? '', path, message: issue.message };
      });
  if (roomsWithBeds(form.rooms).length === 0 && !found.some((i) => i.field === 'rooms')) {
    found.push({ field: 'rooms', path: 'rooms', message: ROOMS_REQUIRED });
  }
  if (form.images.length === 0) found.push({ field: 'images', path: 'images', message: IMAGES_REQUIRED });
  if (!form.thumbnail || !form.images.includes(form.thumbnail)) found.push({ field: 'thumbnail', path: 'thumbnail', message: THUMBNAIL_REQUIRED });

  const seen = new Set<string>();
  const issues = found
    .map((issue, position) => ({ issue, position }))
    .sort((a, b) => rank(a.issue.field) - rank(b.issue.field) || a.position - b.position)
    .map(({ issue }) => issue)
    .filter((issue) => !seen.has(issue.path) && seen.add(issue.path));
  if (issues.length === 0 && result.success) return { ok: true, input: result.output };
  return { ok: false, issues };
}

/** The toasts for failed checks: one "forgot to fill in the form" over 10 problems, else up to 5 distinct messages. */
export function validationMessages(issues: readonly ListingIssue[]): string[] {
  if (issues.length > FORM_EMPTY_THRESHOLD) return [FORM_EMPTY];
  return [...new Set(issues.map((i) => i.message))].slice(0, VALIDATION_TOAST_MAX);
}
