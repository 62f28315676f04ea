import { redirect } from '@tanstack/react-router';
import { ApiError } from '../../../lib/api-client/api-error';

/** spec 2 §4: "Profile not found redirects to /404" — an unknown or closed profile leaves for /404. */
export async function loadOrNotFound<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) throw redirect({ to: '/404', replace: true });
    throw err;
  }
}
