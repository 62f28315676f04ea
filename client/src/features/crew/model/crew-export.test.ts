import type { Rental } from '@crashpad/sync';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { crewCsv, crewCsvName } from './crew-export';

const t = ((key: string) => key.split('.').pop()) as unknown as TFunction;

describe('crew export', () => {
  it('writes one row per rental with amounts in dollars and a guarded, quoted name', () => {
    const rental = {
      booking_reference: '000007',
      tenant_first_name: '=cmd|calc',
      tenant_last_name: 'Smith, Jr.',
      tenant_email: 'a@example.com',
      tenant_phone_number: '+1 555 0100',
      location: 'Pad "North"',
      room_name: 'A',
      bed_name: '1',
      status: 'accepted',
      rental_amount_cents: 65050,
      deposit_cents: 20000,
      payment_date: 1,
      auto_pay: 1,
      start_date: '2026-12-01',
      checkout_date: null,
    } as unknown as Rental;
    const lines = crewCsv([rental], t).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('booking_reference,first_name,last_name,email,phone,location,room,bed,status,rent,deposit,payment_date,autopay,start_date,checkout_date');
    expect(lines[1]).toBe(`000007,'=cmd|calc,"Smith, Jr.",a@example.com,'+1 555 0100,"Pad ""North""",A,1,accepted,650.5,200,1,1,2026-12-01,recurring`);
    expect(crewCsvName(new Date('2026-11-24T10:00:00Z'))).toBe('crew-2026-11-24.csv');
  });
});
