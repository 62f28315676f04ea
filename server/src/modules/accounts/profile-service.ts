import { isReservedName, type Language, type PublicUser, type UpdateProfileInput, type User } from '@crashpad/sync';
import * as v from 'valibot';
import type { phoneApprovalInputSchema } from '@crashpad/sync';
import { AppError } from '../../http/app-error.js';
import type { AuthState } from '../../http/auth.js';
import { isoNow, type AccountsDeps } from './accounts-deps.js';
import { phoneFor } from '../listings/listing-doc.js';
import { reviewFigures } from '../reviews/reviews-repo.js';
import { toPublicUser, toUser, type UserDoc } from './user-doc.js';

type PhoneApprovalInput = v.InferOutput<typeof phoneApprovalInputSchema>;

/** Ids are ULIDs; anything else under /user/… is another route's path segment. */
export const USER_ID_PATTERN = /^[0-9A-HJKMNP-TV-Z]{26}$/;

const NAME_FIELDS = ['first_name', 'last_name', 'display_name'] as const;

/**
 * Issue 7 §1.9: a name CHANGE to the brand's or staff names is refused (sign-up refuses them in
 * its schema). A name the user already has may stay, and staff (an admin, not while switched)
 * may use the site's name.
 */
function assertNoNewReservedName(auth: AuthState, input: UpdateProfileInput): void {
  if (auth.user.is_admin && !auth.actorId) return;
  const fields: Record<string, string> = {};
  for (const field of NAME_FIELDS) {
    const value = input[field];
    if (value !== auth.user[field] && isReservedName(value)) fields[field] = 'validation.name_reserved';
  }
  if (Object.keys(fields).length > 0) throw new AppError('validation_failed', { fields, messageKey: 'validation.name_reserved' });
}

export function profileService(deps: AccountsDeps) {
  const save = async (userId: string, fields: Partial<UserDoc>): Promise<User> => {
    const doc = await deps.users.set(userId, { ...fields, updated_at: isoNow(deps) });
    if (!doc) throw new AppError('not_found');
    return toUser(doc);
  };

  return {
    /** GET /user/{id}: the caller's own record, or anyone's for an admin (not while switched). */
    async byId(auth: AuthState, id: string): Promise<User> {
      const isAdmin = auth.user.is_admin && !auth.actorId;
      if (id !== auth.user._id && !isAdmin) throw new AppError('forbidden');
      const doc = await deps.users.byId(id);
      if (!doc) throw new AppError('not_found');
      return toUser(doc);
    },

    /**
     * GET /user/public/{id}: what visitors may see; closed accounts are gone. The phone follows
     * the listing pages' rule (spec 2): only a logged-in viewer ever sees it.
     */
    async publicProfile(id: string, viewerLoggedIn: boolean): Promise<PublicUser> {
      const doc = await deps.users.byId(id);
      if (!doc || doc.status === 'DEACTIVATED') throw new AppError('not_found');
      return toPublicUser(doc, await reviewFigures(deps.app.store, { lister_id: doc._id }), phoneFor(doc, viewerLoggedIn, false));
    },

    /** POST /account/user/update. An empty phone clears it; a new name must not be reserved. */
    update(auth: AuthState, input: UpdateProfileInput): Promise<User> {
      assertNoNewReservedName(auth, input);
      const fields: Partial<UserDoc> = {
        first_name: input.first_name,
        last_name: input.last_name,
        display_name: input.display_name,
        birthdate_year: input.birthdate_year,
        birthdate_month: input.birthdate_month,
        birthdate_day: input.birthdate_day,
      };
      if (input.phone_number !== undefined) fields.phone_number = input.phone_number || null;
      if (input.middle_name !== undefined) fields.middle_name = input.middle_name || null;
      if (input.about !== undefined) fields.about = input.about || null;
      if (input.gender !== undefined) fields.gender = input.gender;
      if (input.airlines !== undefined) fields.airlines = input.airlines;
      if (input.country_code !== undefined) fields.country_code = input.country_code;
      return save(auth.user._id, fields);
    },

    /** PUT /user/switch-language: e-mails follow the stored language. */
    switchLanguage: (auth: AuthState, locale: Language) => save(auth.user._id, { locale }),

    /** POST/PUT /user/approval-public-phone: 1 shows the phone to that audience, 2 hides it. */
    phoneApproval: (auth: AuthState, input: PhoneApprovalInput) =>
      save(auth.user._id, { [input.target]: input.approval_public_phone }),

    /** The new photo path replaces the old one, whose file is removed. */
    async setPhoto(auth: AuthState, photo: string): Promise<User> {
      const previous = auth.user.photo;
      const user = await save(auth.user._id, { photo });
      if (previous?.startsWith('/files/photos/')) await deps.files.delete(previous.slice('/files/'.length));
      return user;
    },
  };
}
