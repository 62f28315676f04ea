/**
 * The static information pages of spec 2 §2 "Other pages": one markdown file per page and
 * content language in `client/src/content/<lng>/<page>.md`. /terms, /contact and /emails are
 * their own screens, not listed here.
 */
export const CONTENT_PAGES = [
  'advertise',
  'autopay',
  'coming-soon',
  'featured-details',
  'fees',
  'help',
  'house-rules',
  'image-requirements',
  'policies',
  'problems',
  'quality-listings',
  'refund-policies',
  'security',
  'tenant-management',
  'tenant-messaging',
  'what',
  'why',
] as const;
export type ContentPage = (typeof CONTENT_PAGES)[number];

/** Whether a path segment names a content page (anything else is a 404). */
export function isContentPage(value: string): value is ContentPage {
  return (CONTENT_PAGES as readonly string[]).includes(value);
}
