import type { User } from '@crashpad/sync';

/** A complete, valid User for tests; override what the test is about. */
export const testUser = (over: Partial<User> = {}): User => ({
  id: 'u1',
  first_name: 'Ava',
  last_name: 'Pilot',
  middle_name: null,
  display_name: 'ava',
  email: 'ava@example.com',
  email_verified: true,
  status: 'ACTIVE',
  user_plan: 'basic',
  plan_status: 'active',
  is_admin: false,
  customer_id: null,
  payment_method: null,
  acc_stripe: null,
  automatic_payment: 0,
  payout_config_id: 1,
  total_location: 1,
  expire_at: null,
  phone_number: null,
  country_code: null,
  flag: null,
  photo: null,
  locale: 'en',
  about: null,
  gender: null,
  airlines: null,
  birthdate_year: null,
  birthdate_month: null,
  birthdate_day: null,
  approval_public_phone_user: 2,
  approval_public_phone_tenant: 2,
  featured_listing_plan: null,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
  ...over,
});

/** An in-memory Storage so tests never share localStorage. */
export class MemoryStorage implements Storage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    this.map.set(key, String(value));
  }
}
