import type { Rental } from '@crashpad/sync';
import { describe, expect, it } from 'vitest';
import { filterCrew, locationsOf, matchesKeyword, tabOf } from './crew-filter';

const rental = (over: Partial<Rental>): Rental =>
  ({
    id: 'r1',
    status: 'accepted',
    listing_id: 'L1',
    location: 'Airport Pad',
    room_name: 'Room A',
    bed_name: 'Bed 1',
    booking_reference: '000042',
    tenant_first_name: 'Zoë',
    tenant_last_name: 'Ångström',
    tenant_email: 'zoe@example.com',
    tenant_phone_number: null,
    start_date: '2026-11-01',
    ...over,
  }) as Rental;

describe('My Crew filters', () => {
  it('puts accepted and pending in the active tab, the rest in history', () => {
    expect(tabOf(rental({ status: 'pending' }))).toBe('active');
    expect(tabOf(rental({ status: 'complete' }))).toBe('history');
    expect(tabOf(rental({ status: 'deleted' }))).toBe('history');
  });

  it('matches keywords without case, accents, zero-width or full-width differences', () => {
    expect(matchesKeyword(rental({}), 'zoe angstrom')).toBe(true);
    expect(matchesKeyword(rental({}), 'ＺＯＥ')).toBe(true);
    expect(matchesKeyword(rental({}), 'zo\u200be')).toBe(true);
    expect(matchesKeyword(rental({}), '000042')).toBe(true);
    expect(matchesKeyword(rental({}), 'nobody')).toBe(false);
  });

  it('filters by status and location and sorts by start date, newest first', () => {
    const list = [
      rental({ id: 'a', start_date: '2026-10-01' }),
      rental({ id: 'b', start_date: '2026-12-01', status: 'pending' }),
      rental({ id: 'c', listing_id: 'L2', location: 'City Pad' }),
      rental({ id: 'd', status: 'ended' }),
    ];
    expect(filterCrew(list, 'active', { keyword: '', status: '', location: '' }).map((r) => r.id)).toEqual(['b', 'c', 'a']);
    expect(filterCrew(list, 'active', { keyword: '', status: 'pending', location: '' }).map((r) => r.id)).toEqual(['b']);
    expect(filterCrew(list, 'active', { keyword: '', status: '', location: 'L2' }).map((r) => r.id)).toEqual(['c']);
    expect(filterCrew(list, 'history', { keyword: '', status: '', location: '' }).map((r) => r.id)).toEqual(['d']);
    expect(locationsOf(list)).toEqual([
      { id: 'L1', title: 'Airport Pad' },
      { id: 'L2', title: 'City Pad' },
    ]);
  });
});
