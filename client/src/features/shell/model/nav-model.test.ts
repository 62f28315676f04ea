import { describe, expect, it } from 'vitest';
import { formatBadge, navItemsFor } from './nav-model';

describe('unread badge (spec 1 §9)', () => {
  it('shows the count up to 100 and 99+ above 100 (the spec\'s exact rule)', () => {
    expect(formatBadge(0)).toBeNull();
    expect(formatBadge(1)).toBe('1');
    expect(formatBadge(99)).toBe('99');
    expect(formatBadge(100)).toBe('100');
    expect(formatBadge(101)).toBe('99+');
    expect(formatBadge(12345)).toBe('99+');
  });
  it('shows nothing for negative or broken counts', () => {
    expect(formatBadge(-3)).toBeNull();
    expect(formatBadge(Number.NaN)).toBeNull();
  });
});

type Input = Omit<Parameters<typeof navItemsFor>[0], 'hasRoute'>;
/** The pages this app has today: no crew or rentals pages yet. */
const BUILT = new Set(['/', '/create-account', '/login', '/messages', '/my-crashpads', '/saved', '/contact']);
const today = (path: string) => BUILT.has(path);
const everything = () => true;
const ids = (input: Input, hasRoute: (path: string) => boolean = everything) => navItemsFor({ ...input, hasRoute }).map((i) => i.id);

describe('header links (spec 1 §2)', () => {
  it('offers Home, Create account and Login to visitors', () => {
    expect(ids({ user: null, unreadMessages: 0, pendingInvites: 0 })).toEqual(['home', 'create_account', 'login']);
  });

  it('gives ACTIVE listers messages, listings and crew', () => {
    expect(ids({ user: { status: 'ACTIVE', user_plan: 'premium' }, unreadMessages: 3, pendingInvites: 0 })).toEqual([
      'messages',
      'my_listings',
      'my_crew',
      'saved',
      'contact',
    ]);
  });

  it('hides listings and crew from listers who are not ACTIVE, and messages too', () => {
    expect(ids({ user: { status: 'PENDING_PAYMENT', user_plan: 'basic' }, unreadMessages: 0, pendingInvites: 0 })).toEqual(['saved', 'contact']);
  });

  it('shows My rentals only when rental invitations exist', () => {
    expect(ids({ user: { status: 'ACTIVE', user_plan: 'seeker' }, unreadMessages: 0, pendingInvites: 0 })).toEqual(['messages', 'saved', 'contact']);
    expect(ids({ user: { status: 'ACTIVE', user_plan: 'seeker' }, unreadMessages: 0, pendingInvites: 2 })).toContain('my_rentals');
    expect(ids({ user: { status: 'ACTIVE', user_plan: null }, unreadMessages: 0, pendingInvites: 0 })).not.toContain('my_rentals');
    // An accepted tenant has no pending invitation but still reaches My rentals (and the Pad Pass).
    expect(ids({ user: { status: 'ACTIVE', user_plan: null }, unreadMessages: 0, pendingInvites: 0, hasRentals: true })).toContain('my_rentals');
  });

  it('leaves out links to pages the app does not have yet instead of leading to 404', () => {
    expect(ids({ user: { status: 'ACTIVE', user_plan: 'premium' }, unreadMessages: 0, pendingInvites: 1 }, today)).toEqual(['messages', 'my_listings', 'saved', 'contact']);
    expect(ids({ user: { status: 'ACTIVE', user_plan: 'premium' }, unreadMessages: 0, pendingInvites: 1 })).toEqual(['messages', 'my_listings', 'my_crew', 'my_rentals', 'saved', 'contact']);
  });

  it('links every logged-in user to their saved listings (readable offline)', () => {
    expect(ids({ user: { status: 'PENDING_PAYMENT', user_plan: 'seeker' }, unreadMessages: 0, pendingInvites: 0 })).toContain('saved');
    expect(ids({ user: null, unreadMessages: 0, pendingInvites: 0 })).not.toContain('saved');
  });

  it('carries the unread count on messages', () => {
    expect(navItemsFor({ user: { status: 'ACTIVE', user_plan: null }, unreadMessages: 150, pendingInvites: 0, hasRoute: everything })[0]).toMatchObject({
      id: 'messages',
      count: 150,
    });
  });
});
