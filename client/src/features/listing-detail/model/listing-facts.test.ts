import { describe, expect, it } from 'vitest';
import { bedsAvailable, isFull, messageHref, shareLinks, visiblePhone } from './listing-facts';

const phone = { phone_number: '+1 303 555 0100', approval_public_phone_user: 2, approval_public_phone_tenant: 1, show_phone: false };

describe('visiblePhone (spec 2 §2 phone rule)', () => {
  it('never shows the phone to visitors', () => {
    expect(visiblePhone({ ...phone, approval_public_phone_user: 1 }, false)).toBeNull();
  });
  it('shows it to logged-in viewers when the owner shows it to everyone', () => {
    expect(visiblePhone({ ...phone, approval_public_phone_user: 1 }, true)).toBe('+1 303 555 0100');
  });
  it('shows it to tenants only with show_phone and tenant approval 2', () => {
    expect(visiblePhone({ ...phone, show_phone: true, approval_public_phone_tenant: 2 }, true)).toBe('+1 303 555 0100');
    expect(visiblePhone({ ...phone, show_phone: true, approval_public_phone_tenant: 1 }, true)).toBeNull();
    expect(visiblePhone({ ...phone, show_phone: false, approval_public_phone_tenant: 2 }, true)).toBeNull();
  });
  it('shows nothing without a number', () => {
    expect(visiblePhone({ ...phone, phone_number: null, approval_public_phone_user: 1 }, true)).toBeNull();
  });
});

describe('listing facts', () => {
  it('counts free beds or says none', () => {
    expect(bedsAvailable({ num_beds: 6, num_occupied_beds: 4 })).toBe(2);
    expect(bedsAvailable({ num_beds: 6, num_occupied_beds: 6 })).toBeNull();
    expect(isFull({ bed_occupancy_rate: 1 })).toBe(true);
    expect(isFull({ bed_occupancy_rate: 0.5 })).toBe(false);
  });
  it('sends visitors to login with a way back to the chat', () => {
    expect(messageHref({ id: 'L1', user_id: 'U1' }, true)).toBe('/chat/user/U1/listing/L1');
    expect(messageHref({ id: 'L1', user_id: 'U1' }, false)).toBe('/login?ref_url=%2Fchat%2Fuser%2FU1%2Flisting%2FL1');
  });
  it('builds share links with the page address encoded', () => {
    const links = shareLinks('https://crashpad.test/listing/L1', 'Cozy pad', 'Look at this');
    expect(links.mail).toBe('mailto:?subject=Cozy%20pad&body=Look%20at%20this%0A%0Ahttps%3A%2F%2Fcrashpad.test%2Flisting%2FL1');
    expect(links.facebook).toContain('u=https%3A%2F%2Fcrashpad.test%2Flisting%2FL1');
  });
});
