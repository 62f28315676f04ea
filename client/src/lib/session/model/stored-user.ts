import type { User } from '@crashpad/sync';

/** Reads a stored user: the user, or null when the value is not one. */
export type StoredUserCheck = (value: unknown) => User | null;

const TEXT_FIELDS = ['id', 'email', 'first_name', 'last_name', 'display_name', 'status', 'plan_status', 'locale', 'created_at', 'updated_at'] as const;
const FLAG_FIELDS = ['email_verified', 'is_admin'] as const;

/**
 * The check of the stored user at start, without valibot (issue 11: the first load's JavaScript):
 * the fields the shell reads have the right types. The app wrote this copy itself from an answer
 * it validated; the full schema check (session-schemas.ts `fullUserCheck`) follows after the first
 * paint and forgets a session whose user does not pass it.
 */
export const quickUserCheck: StoredUserCheck = (value) => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  if (!TEXT_FIELDS.every((field) => typeof record[field] === 'string')) return null;
  if (!FLAG_FIELDS.every((field) => typeof record[field] === 'boolean')) return null;
  return value as User;
};
