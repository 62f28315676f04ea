/** Constants of the specification, in one place (spec 1 §9 unless noted). */
export const LANGUAGES = ['en', 'de', 'fr', 'es', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** Content pages also exist in Thai (spec 1 §1). */
export const CONTENT_LANGUAGES = [...LANGUAGES, 'th'] as const;

/** Display time zone per UI language (spec 1 §9). */
export const LANGUAGE_TIME_ZONES: Record<Language, string> = {
  en: 'America/New_York',
  fr: 'Europe/Paris',
  de: 'Europe/Berlin',
  es: 'Europe/Madrid',
  pt: 'Europe/Lisbon',
};

export const PASSWORD_MIN = 6;
/** DECISIONS #2: up to 128 characters, never truncated. */
export const PASSWORD_MAX = 128;
export const DISPLAY_NAME_MIN = 3;
export const NAME_MAX = 80;
export const EMAIL_MAX = 254;
export const PHONE_INPUT_MAX = 20;
export const ABOUT_MAX = 2000;

export const DAY_MS = 24 * 60 * 60 * 1000;
/** Keep-me-logged-in: 365 days; otherwise 1 day. */
export const SESSION_KEEP_MS = 365 * DAY_MS;
export const SESSION_SHORT_MS = 1 * DAY_MS;
/** DECISIONS #8: a switched (admin) session lasts one hour. */
export const SWITCH_SESSION_MS = 60 * 60 * 1000;
/** Language cookie / storage lifetime. */
export const LANGUAGE_STORE_MS = 365 * DAY_MS;

/** DECISIONS #6 token lifetimes. */
export const RESET_TOKEN_MS = 60 * 60 * 1000;
export const LOGIN_TOKEN_MS = 10 * 60 * 1000;
export const VERIFY_TOKEN_MS = 48 * 60 * 60 * 1000;
export const DEACTIVATION_CODE_MS = 30 * 60 * 1000;

export const TOAST_MS = 5000;
export const TOAST_SETTINGS_MS = 4000;
export const TOAST_MAX = 3;
export const BADGE_MAX = 99;
/** spec 1 §2, §9: the badge shows "99+" only above 100 (a count of 100 still shows as 100). */
export const BADGE_OVERFLOW_ABOVE = 100;
/** spec 2 §9: the listing photo carousel plays every 4000 ms, shows 1–3 photos by width and 6 thumbnails. */
export const CAROUSEL_AUTOPLAY_MS = 4000;
export const CAROUSEL_MAX_VISIBLE = 3;
export const CAROUSEL_THUMBNAILS = 6;

export const REDIRECT_AFTER_PAYMENT_MS = 2500;
export const REDIRECT_AFTER_FORGOT_MS = 4000;
export const REDIRECT_AFTER_RESET_MS = 5000;
export const SCROLL_HASH_OFFSET_PX = 80;

/** Upload limits for the profile photo. */
export const PHOTO_MAX_BYTES = 6 * 1024 * 1024;
export const PHOTO_SIZE_PX = 512;
/** Largest JSON body the API accepts. */
export const JSON_BODY_MAX_BYTES = 256 * 1024;

export const SIGNUP_MIN_AGE_YEARS = 9;
export const SIGNUP_BIRTH_YEAR_MIN = 1900;
export const PROFILE_BIRTH_YEAR_MIN = 1901;

export const AIRPORT_RADIUS_MILES = 50;

/**
 * Listing uploads (spec 2 §2 images and documents steps, §9). The counts per request are
 * MAX_LISTING_IMAGES and MAX_LISTING_DOCUMENTS of the listing entity.
 */
export const LISTING_IMAGE_MAX_BYTES = 6 * 1024 * 1024;
/** Widths of the two WebP variants made of every listing image (never enlarged). */
export const LISTING_IMAGE_DETAIL_WIDTH = 1600;
export const LISTING_IMAGE_CARD_WIDTH = 480;
export const LISTING_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** Longest original file name kept for a PDF (shown as the document's name). */
export const DOCUMENT_NAME_MAX = 160;

/** Contact form (spec 2 §3). */
export const CONTACT_SUBJECT_MAX = 200;
export const CONTACT_MESSAGE_MAX = 5000;
/** Contact messages per client address and window, so the support inbox cannot be flooded. */
export const CONTACT_RATE_MAX = 5;
export const CONTACT_RATE_WINDOW_MS = 10 * 60 * 1000;

/** Length of one translated amenity, place, preference or house-rule name. */
export const TAXONOMY_NAME_MAX = 80;

/** Reviews (spec 2 §5, §9): scores 1–5 in half stars; review and response texts up to 1000 characters. */
export const REVIEW_SCORE_MIN = 1;
export const REVIEW_SCORE_MAX = 5;
export const REVIEW_SCORE_STEP = 0.5;
export const REVIEW_MESSAGE_MAX = 1000;
/** Newest reviews a profile or listing-review page lists at once. */
export const REVIEWS_PAGE_MAX = 100;

/** Spec 2 §9 featured prices in cents: ongoing boost 9.99 a month, one week 5, one month 15. */
export const FEATURED_PLAN_PRICES_CENTS = { boost_subscription: 999, boost_1_week: 500, boost_1_month: 1500 } as const;

/** Rentals (spec 3 §5, §9; issue 10). Plan tenant limits are PLAN_CATALOGUE's `maxTenants` (basic 15, premium 100). */
export const PAYMENT_DAY_MIN = 1;
export const PAYMENT_DAY_MAX = 28;
/** Rentals and history page size (spec 3 §9). */
export const RENTALS_PAGE_SIZE = 100;
/** My Crew's keyword search waits this long after typing (spec 3 §2). */
export const RENTALS_KEYWORD_DEBOUNCE_MS = 1000;
/** Longest note agreement of a rental. */
export const RENT_NOTE_MAX = 5000;
/** DECISIONS #6: an invitation link works 14 days, or until the invitation is cancelled or resent. */
export const INVITE_TOKEN_MS = 14 * DAY_MS;
/** spec 3 §1: rent (and the prorated first rent on the move-in date) is processed at 07:00 UTC. */
export const RENT_CHARGE_HOUR_UTC = 7;
/** A failed rent charge is retried this many times in all, a day apart, then left to the lister. */
export const RENT_CHARGE_ATTEMPTS = 3;
export const RENT_RETRY_MS = 24 * 60 * 60 * 1000;
/**
 * spec 3 §4: after acceptance the invitation page goes to /my-crashpad after 1.5 s. The spec's
 * 1.2 s reload of My Rentals after an acceptance there has no counterpart: the accepted rental
 * arrives through replication and the list re-renders by itself, so nothing is reloaded.
 */
export const ACCEPT_REDIRECT_MS = 1500;
/** Rental ids one bulk message may name (My Crew selection). */
export const BULK_MESSAGE_RENTALS_MAX = 500;
