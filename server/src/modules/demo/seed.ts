import type { AuthedContext } from '../../app-context.js';
import { hashPassword } from '../../platform/passwords/password-hasher.js';
import { newUserDoc, type NewUserFields } from '../accounts/user-factory.js';
import { usersRepo } from '../accounts/users-repo.js';
import { seedDemoListings } from './seed-listings.js';
import { seedDemoRentals } from './seed-rentals.js';
import { seedDemoReviews } from './seed-reviews.js';
import { DEMO_PASSWORD, joinedDaysAgo } from './seed-common.js';
import { isoAt } from '../../platform/clock.js';

export { DEMO_PASSWORD };

const MONTH_MS = 30 * 24 * 60 * 60 * 1000;

type DemoAccount = Omit<NewUserFields, 'password_hash' | 'now'> & {
  /** How long ago the demo member joined: older than anything they wrote, so "Member since" reads true. */
  memberForDays: number;
};

/** The demo accounts: one per role, with verified e-mails and realistic details. */
function demoAccounts(now: number): DemoAccount[] {
  const common = { email_verified: true, country_code: 'US', hear_about_us: 'friend_referred' } as const;
  return [
    {
      ...common,
      first_name: 'Morgan',
      last_name: 'Reyes',
      display_name: 'Crashpad Support',
      email: 'admin@example.com',
      is_admin: true,
      memberForDays: 900,
      phone_number: '(303) 555-0100',
    },
    {
      ...common,
      first_name: 'Linda',
      last_name: 'Hartley',
      display_name: 'Linda at DEN Crew House',
      email: 'lister@example.com',
      memberForDays: 720,
      user_plan: 'premium',
      status: 'ACTIVE',
      plan_status: 'active',
      expire_at: isoAt(now + 12 * MONTH_MS + 5 * 24 * 60 * 60 * 1000),
      gender: 'female',
      airlines: 'United Airlines',
      phone_number: '(720) 555-0142',
      birthdate_year: 1978,
      birthdate_month: 4,
      birthdate_day: 17,
      about: 'Retired purser running two crashpads ten minutes from Denver International. Quiet hours, hot breakfast, crew only.',
    },
    {
      ...common,
      first_name: 'Diego',
      last_name: 'Alvarez',
      display_name: 'Diego A',
      email: 'seeker@example.com',
      memberForDays: 120,
      user_plan: 'seeker',
      status: 'ACTIVE',
      plan_status: 'active',
      expire_at: isoAt(now + 6 * MONTH_MS),
      gender: 'male',
      airlines: 'Southwest Airlines',
      phone_number: '(214) 555-0187',
      birthdate_year: 1994,
      birthdate_month: 9,
      birthdate_day: 3,
      about: 'First officer, new to the Denver base, looking for a hot bed for reserve weeks.',
    },
    {
      ...common,
      first_name: 'Priya',
      last_name: 'Natarajan',
      display_name: 'Priya N',
      email: 'tenant@example.com',
      memberForDays: 300,
      gender: 'female',
      airlines: 'Delta Air Lines',
      phone_number: '(404) 555-0163',
      birthdate_year: 1991,
      birthdate_month: 1,
      birthdate_day: 28,
    },
  ];
}

/** Loads the demo accounts into an empty store (DECISIONS #15); does nothing otherwise. */
export async function seedDemoData(app: AuthedContext): Promise<void> {
  const users = usersRepo(app.store);
  if ((await users.count()) > 0) return;
  const now = app.clock.now();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const { memberForDays, ...account } of demoAccounts(now)) {
    await users.insert(joinedDaysAgo(newUserDoc({ ...account, password_hash: passwordHash, now }), now, memberForDays));
  }
  await seedDemoListings(app);
  await seedDemoRentals(app);
  await seedDemoReviews(app);
  console.log(`demo data: ${demoAccounts(now).map((a) => a.email).join(', ')} (password ${DEMO_PASSWORD})`);
}
