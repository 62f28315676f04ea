import { describe, expect, it } from 'vitest';
import { testUser } from '../../../test-support/fixtures';
import { profileBirthYears, profileValuesFrom, shortMonthNames, toProfileInput, validateProfile, type ProfileValues } from './profile-values';

const valid = (over: Partial<ProfileValues> = {}): ProfileValues => ({ ...profileValuesFrom(testUser({ display_name: 'Ava P' })), ...over });

describe('profileValuesFrom', () => {
  it('defaults an empty birthday to 1901, Jan, 1 (spec 1 §3)', () => {
    const values = profileValuesFrom(testUser({ birthdate_year: null, birthdate_month: null, birthdate_day: null }));
    expect([values.birthdate_year, values.birthdate_month, values.birthdate_day]).toEqual(['1901', '1', '1']);
  });

  it('keeps a stored birthday and turns null texts into empty fields', () => {
    const values = profileValuesFrom(testUser({ birthdate_year: 1988, birthdate_month: 7, birthdate_day: 23, middle_name: null, about: null }));
    expect([values.birthdate_year, values.birthdate_month, values.birthdate_day]).toEqual(['1988', '7', '23']);
    expect(values.middle_name).toBe('');
    expect(values.about).toBe('');
  });
});

describe('validateProfile: the order of spec 1 §5', () => {
  it('accepts a complete profile', () => {
    expect(validateProfile(valid()).success).toBe(true);
  });

  it('asks for the first name first, then the last name', () => {
    expect(validateProfile(valid({ first_name: ' ', last_name: '', display_name: 'x' }))).toMatchObject({
      success: false,
      issue: { field: 'first_name', message: 'validation.profile_first_name' },
    });
    expect(validateProfile(valid({ last_name: '', display_name: 'x' }))).toMatchObject({ issue: { field: 'last_name' } });
  });

  it('checks the phone before the birthday and the birthday before the display name', () => {
    expect(validateProfile(valid({ phone_number: '12', birthdate_year: '', display_name: 'x' }))).toMatchObject({
      issue: { field: 'phone_number', message: 'validation.phone_invalid' },
    });
    expect(validateProfile(valid({ birthdate_year: '1900', display_name: 'x' }))).toMatchObject({ issue: { field: 'birthdate_year' } });
    expect(validateProfile(valid({ birthdate_month: '', display_name: 'x' }))).toMatchObject({ issue: { field: 'birthdate_month' } });
    expect(validateProfile(valid({ birthdate_day: '32', display_name: 'x' }))).toMatchObject({ issue: { field: 'birthdate_day' } });
    expect(validateProfile(valid({ display_name: 'ab' }))).toMatchObject({ issue: { field: 'display_name', message: 'validation.display_name_min' } });
  });

  it('accepts an empty phone (it clears the number)', () => {
    expect(validateProfile(valid({ phone_number: '' })).success).toBe(true);
    expect(toProfileInput(valid({ phone_number: '', gender: '', airlines: '' }))).toMatchObject({ phone_number: '', gender: null, airlines: null });
  });
});

describe('birth date options', () => {
  it('offers 1901 to last year, newest first', () => {
    const years = profileBirthYears(new Date('2026-06-01T00:00:00Z'));
    expect(years[0]).toBe(2025);
    expect(years.at(-1)).toBe(1901);
  });

  it('names the months short in the language', () => {
    const en = shortMonthNames('en');
    expect(en).toHaveLength(12);
    expect(en[0]).toEqual({ value: 1, label: 'Jan' });
    expect(en[11]?.label).toBe('Dec');
    expect(shortMonthNames('de')[2]?.label).toMatch(/^Mär/);
  });
});
