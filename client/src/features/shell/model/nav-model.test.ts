import { describe, expect, it } from 'vitest';
import { formatBadge, navItemsFor } from './nav-model';

describe('unread badge (spec 1 §9)', () => {
  it('shows the count up to 99 and 99+ above', () => {
    expect(formatBadge(0)).toBeNull();
    expect(formatBadge(1)).toBe('1');
    expect(formatBadge(99)).toBe('99');
    expect(formatBadge(100)).toBe('99+');
    expect(formatBadge(12345)).toBe('99+');
  });
  it('shows nothing for negative or broken counts', () => {
    expect(formatBadge(-3)).toBeNull();
    expect(formatBadge(Number.NaN)).toBeNull();
  });
});

const ids = (input: Parameters<typeof navItemsFor>[0]) => navItemsFor(input).map((i) => i.id);

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

  it('shows My rentals with pending invitations or for free tenants', () => {
    expect(ids({ user: { status: 'ACTIVE', user_plan: 'seeker' }, unreadMessages: 0, pendingInvites: 0 })).toEqual(['messages', 'saved', 'contact']);
    expect(ids({ user: { status: 'ACTIVE', user_plan: 'seeker' }, unreadMessages: 0, pendingInvites: 2 })).toContain('my_rentals');
    expect(ids({ user: { status: 'ACTIVE', user_plan: null }, unreadMessages: 0, pendingInvites: 0 })).toContain('my_rentals');
  });

  it('links every logged-in user to their saved listings (readable offline)', () => {
    expect(ids({ user: { status: 'PENDING_PAYMENT', user_plan: 'seeker' }, unreadMessages: 0, pendingInvites: 0 })).toContain('saved');
    expect(ids({ user: null, unreadMessages: 0, pendingInvites: 0 })).not.toContain('saved');
  });

  it('carries the unread count on messages', () => {
    expect(navItemsFor({ user: { status: 'ACTIVE', user_plan: null }, unreadMessages: 150, pendingInvites: 0 })[0]).toMatchObject({
      id: 'messages',
      count: 150,
    });
  });
});
