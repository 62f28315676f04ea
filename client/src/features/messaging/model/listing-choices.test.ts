import { describe, expect, it } from 'vitest';
import { listingChoices } from './listing-choices';
import { deliveredThreadId } from './new-chat';
import { outboxRow } from './test-docs';

describe('listing selector options', () => {
  it('lists each listing once, in the order given, filling titles known later', () => {
    expect(
      listingChoices(
        [
          { listing_id: 'a', listing_title: '' },
          { listing_id: 'b', listing_title: 'Chicago pad' },
          { listing_id: 'a', listing_title: 'Denver house' },
          { listing_id: '', listing_title: 'nothing' },
        ],
        'This listing',
      ),
    ).toEqual([
      { id: 'a', title: 'Denver house' },
      { id: 'b', title: 'Chicago pad' },
    ]);
  });
  it('names a listing known only by id with the fallback', () => {
    expect(listingChoices([{ listing_id: 'a', listing_title: ' ' }], 'This listing')).toEqual([{ id: 'a', title: 'This listing' }]);
  });
});

describe('new chat destination', () => {
  it('is the thread of the first delivered message written on the page', () => {
    const rows = [outboxRow({ id: 'o1', state: 'queued' }), outboxRow({ id: 'o2', state: 'sent', result: { thread_id: 't9', message_id: 'o2' } })];
    expect(deliveredThreadId(rows, ['o1'])).toBeNull();
    expect(deliveredThreadId(rows, ['o1', 'o2'])).toBe('t9');
    expect(deliveredThreadId([outboxRow({ id: 'o1', state: 'failed' })], ['o1'])).toBeNull();
  });
});
