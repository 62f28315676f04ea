/** Option lists of the sign-up and profile forms (spec 1 §3 "Form option lists"). Labels are i18n keys `options.<list>.<value>`. */
export const GENDERS = ['male', 'female', 'simply_fabulous'] as const;
export const HEAR_ABOUT_US = [
  'friend_referred',
  'facebook',
  'instagram',
  'twitter',
  'internet_search',
  'landlord_invited',
  'other',
] as const;
/** First option is "Private, Realtor or Other"; the rest are airline names (proper nouns, not translated). */
export const AIRLINES = [
  'Private, Realtor or Other',
  'Aer Lingus', 'Aeromexico', 'Air Canada', 'Air France', 'Air New Zealand', 'Air Wisconsin', 'Alaska Airlines',
  'Allegiant Air', 'American Airlines', 'Atlas Air', 'Avelo Airlines', 'Breeze Airways', 'British Airways',
  'Cape Air', 'Cathay Pacific', 'Delta Air Lines', 'Emirates', 'Endeavor Air', 'Envoy Air', 'Etihad Airways',
  'FedEx Express', 'Frontier Airlines', 'GoJet Airlines', 'Hawaiian Airlines', 'Horizon Air', 'Iberia',
  'JetBlue', 'KLM', 'Lufthansa', 'Mesa Airlines', 'NetJets', 'Piedmont Airlines', 'PSA Airlines', 'Qantas',
  'Qatar Airways', 'Republic Airways', 'Singapore Airlines', 'SkyWest Airlines', 'Southwest Airlines',
  'Spirit Airlines', 'Sun Country Airlines', 'TAP Air Portugal', 'Turkish Airlines', 'United Airlines',
  'UPS Airlines', 'Virgin Atlantic', 'WestJet',
] as const;
export const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

/** Sign-up birth years: 1900 … current year − 9 (spec 1 §3). */
export function signupBirthYears(now = new Date()): number[] {
  const last = now.getUTCFullYear() - 9;
  return Array.from({ length: last - 1900 + 1 }, (_, i) => last - i);
}
/** Profile birth years: 1901 … current year − 1. */
export function profileBirthYears(now = new Date()): number[] {
  const last = now.getUTCFullYear() - 1;
  return Array.from({ length: last - 1901 + 1 }, (_, i) => last - i);
}
