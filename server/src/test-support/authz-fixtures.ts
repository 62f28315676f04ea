import { ulid } from 'ulid';
import type { Listing } from '@crashpad/sync';
import { activeMember } from './sync-test-kit.js';
import { uploadTestImage } from './upload-test-kit.js';
import { logIn, type SignedUp } from './accounts-factory.js';
import { createListing, signUpLister } from './listings-factory.js';
import { recordRental, verifyEmail } from './rentals-factory.js';
import { MATRIX_ROOMS, type IdKind, type Role } from './route-access.js';
import type { TestServer } from './test-server.js';

/**
 * The people and their belongings the authorization matrix calls with (route-access.ts):
 * every signed-in role owns what it can own (a listing with rooms and beds, a thread, an
 * upload, a review on its profile, a saved listing, a push subscription), so "own" and
 * "foreign" ids name real records.
 */
export interface Member extends SignedUp {
  role: Exclude<Role, 'visitor'>;
  /** Whose records this caller acts on: the switch target for a switched admin. */
  actsAs: string;
  /** Every user id whose records the caller may legitimately change. */
  selfIds: string[];
}

export interface AuthzFixtures {
  members: Record<Exclude<Role, 'visitor'>, Member>;
  /** Every fixture user (for the private-field scan): id, e-mail. */
  users: { id: string; email: string }[];
  /** A token for the role (null for a visitor); `fresh` opens a new session (for calls that end or rotate theirs). */
  token(role: Role, fresh?: boolean): Promise<string | null>;
  /** The id the role's own / a foreign / no record of that kind has, or undefined where it has none. */
  idFor(kind: IdKind, role: Role, idCase: 'own' | 'foreign' | 'nonexistent'): Promise<string | undefined>;
}


/** An endpoint on a known push service, one per role. */
export const pushEndpoint = (role: string) => `https://fcm.googleapis.com/fcm/send/authz-${role}`;
const PUSH_KEYS = {
  // A P-256 public key (65 bytes) and a 16-byte auth secret, base64url.
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};

async function sendMessage(server: TestServer, from: SignedUp, to: string, listingId: string): Promise<string> {
  const res = await server.api<{ data: { thread_id: string } }>('POST', '/messages', { token: from.token, body: { to, listing_id: listingId, message: 'Is a bed free next week?' } });
  if (res.status !== 201) throw new Error(`message failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.thread_id;
}

async function review(server: TestServer, author: SignedUp, listerId: string): Promise<string> {
  const res = await server.api<{ data: { id: string } }>('POST', '/user/review', { token: author.token, body: { lister_id: listerId, score: 4, message: 'Clean and quiet.' } });
  if (res.status !== 201) throw new Error(`review failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.id;
}

const member = (role: Member['role'], who: SignedUp, actsAs = who.user.id, selfIds = [who.user.id]): Member => ({ ...who, role, actsAs, selfIds });

export async function buildAuthzFixtures(server: TestServer): Promise<AuthzFixtures> {
  const phoneShown = { approval_public_phone_user: 1, approval_public_phone_tenant: 1 };
  const seeker = await activeMember(server, 'seeker');
  const tenant = await activeMember(server);
  const lister = await signUpLister(server, 'premium', phoneShown);
  const otherLister = await signUpLister(server, 'premium', phoneShown);
  // The switched admin acts as this lister (DECISIONS #8), so it owns what a lister owns.
  const target = await signUpLister(server, 'premium', phoneShown);
  const admin = await activeMember(server, undefined, { is_admin: true });

  const listings: Record<string, Listing> = {};
  for (const owner of [lister, otherLister, target]) listings[owner.user.id] = await createListing(server, owner.token, { rooms: MATRIX_ROOMS });
  const images: Record<string, string> = {};
  for (const owner of [lister, otherLister, target]) images[owner.user.id] = await uploadTestImage(server, owner.token);

  // Reviews on every lister's profile by a verified tenant with a rental from each.
  await verifyEmail(server, tenant.email);
  const reviews: Record<string, string> = {};
  for (const owner of [lister, otherLister, target]) {
    await recordRental(server, tenant.user.id, owner.user.id);
    reviews[owner.user.id] = await review(server, tenant, owner.user.id);
  }

  const switchRes = await server.api<{ token: string }>('POST', `/admin/switch-user/${target.user.id}`, { token: admin.token, body: {} });
  if (switchRes.status !== 200) throw new Error(`switch failed: ${switchRes.status} ${JSON.stringify(switchRes.body)}`);
  const switched: SignedUp = { ...target, token: switchRes.body.token };

  const members: AuthzFixtures['members'] = {
    seeker: member('seeker', seeker),
    tenant: member('tenant', tenant),
    lister: member('lister', lister),
    otherLister: member('otherLister', otherLister),
    switched: member('switched', switched, target.user.id, [target.user.id, admin.user.id]),
    admin: member('admin', admin),
  };

  // Threads: seeker ↔ other lister, tenant ↔ lister, admin ↔ switch target.
  const threads: Record<string, string> = {};
  const t1 = await sendMessage(server, seeker, otherLister.user.id, listings[otherLister.user.id]!.id);
  const t2 = await sendMessage(server, tenant, lister.user.id, listings[lister.user.id]!.id);
  const t3 = await sendMessage(server, admin, target.user.id, listings[target.user.id]!.id);
  Object.assign(threads, { [seeker.user.id]: t1, [otherLister.user.id]: t1, [tenant.user.id]: t2, [lister.user.id]: t2, [admin.user.id]: t3, [target.user.id]: t3 });

  // Everyone saves a listing and subscribes a device.
  for (const m of Object.values(members)) {
    const saveOf = listings[lister.user.id]!.id;
    if (m.role !== 'switched') await server.api('POST', `/saved-listings/${saveOf}`, { token: m.token, body: {} });
    // A switched session may not subscribe (DECISIONS #8): the target's own session does.
    const sub = await server.api('POST', '/push/subscriptions', { token: m.role === 'switched' ? target.token : m.token, body: { endpoint: pushEndpoint(m.role), expirationTime: null, keys: PUSH_KEYS } });
    if (sub.status !== 201) throw new Error(`push subscription failed: ${sub.status} ${JSON.stringify(sub.body)}`);
  }

  /** Whose record stands for "foreign" to a role: never the caller's own, never a shared thread. */
  const foreignOwner = (role: Role): string => {
    if (role === 'lister' || role === 'tenant') return otherLister.user.id;
    return lister.user.id;
  };
  const activeRoom = async (listingId: string | undefined) => {
    if (!listingId) return undefined;
    const doc = await server.context.store.collection<{ _id: string; rooms: { id: string; status: string }[] }>('listings').findOne({ _id: listingId });
    return doc?.rooms.find((r) => r.status !== 'DELETED')?.id;
  };

  return {
    members,
    users: [seeker, tenant, lister, otherLister, target, admin].map((u) => ({ id: u.user.id, email: u.email })),
    async token(role, fresh = false) {
      if (role === 'visitor') return null;
      const m = members[role];
      if (!fresh) return m.token;
      if (role === 'switched') {
        const res = await server.api<{ token: string }>('POST', `/admin/switch-user/${target.user.id}`, { token: admin.token, body: {} });
        return res.body.token;
      }
      return (await logIn(server, m.email, m.password)).token;
    },
    async idFor(kind, role, idCase) {
      if (idCase === 'nonexistent') {
        const missing: Record<IdKind, string> = {
          user: ulid(),
          listing: ulid(),
          room: ulid(),
          review: ulid(),
          thread: `t${'0'.repeat(40)}`,
          image: `/files/listings/${ulid()}.webp`,
          endpoint: pushEndpoint('nobody'),
          prefix: 'QQQ',
          feedType: 'no-such-feed',
          collection: 'no_such_collection',
          amenities: ulid(),
          places: ulid(),
          preferences: ulid(),
          rental: ulid(),
          paymentRequest: ulid(),
          inviteToken: 'aW52aXRlLXRva2VuLXRoYXQtbmFtZXMtbm90aGluZw',
        };
        return missing[kind];
      }
      const me = role === 'visitor' ? null : members[role].actsAs;
      const owner = idCase === 'own' ? me : foreignOwner(role);
      switch (kind) {
        case 'user':
          return owner ?? undefined;
        case 'listing':
          return owner ? listings[owner]?.id : undefined;
        case 'room':
          return activeRoom(owner ? listings[owner]?.id : undefined);
        case 'review':
          return owner ? reviews[owner] : undefined;
        case 'image':
          return owner ? images[owner] : undefined;
        case 'thread': {
          if (idCase === 'own') return me ? threads[me] : undefined;
          // A thread the caller takes no part in.
          return me === lister.user.id || me === tenant.user.id ? t1 : t2;
        }
        case 'endpoint':
          if (idCase === 'own') return role === 'visitor' ? undefined : pushEndpoint(role);
          return pushEndpoint(role === 'lister' ? 'tenant' : 'lister');
        // Names rather than records: nobody owns them, so only "foreign" (an existing one) applies.
        case 'prefix':
          return idCase === 'foreign' ? 'den' : undefined;
        case 'feedType':
          return idCase === 'foreign' ? 'events' : undefined;
        case 'collection':
          return idCase === 'foreign' ? 'messages' : undefined;
        case 'rental':
        case 'paymentRequest':
        case 'inviteToken':
          return undefined;
        case 'amenities':
        case 'places':
        case 'preferences': {
          if (idCase !== 'foreign') return undefined;
          const [first] = await server.context.store.collection(kind).find({}, { sort: { _id: 1 }, limit: 1 });
          return first ? String(first._id) : undefined;
        }
      }
    },
  };
}
