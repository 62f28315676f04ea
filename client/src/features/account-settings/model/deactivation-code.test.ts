import { describe, expect, it } from 'vitest';
import { checkDeactivationCode } from './deactivation-code';

describe('checkDeactivationCode', () => {
  it('warns when the code is missing', () => {
    expect(checkDeactivationCode('')).toMatchObject({ success: false, issue: { message: 'validation.code_required' } });
    expect(checkDeactivationCode('   ')).toMatchObject({ issue: { message: 'validation.code_required' } });
  });
  it('refuses codes that are not six digits', () => {
    expect(checkDeactivationCode('12345')).toMatchObject({ issue: { message: 'validation.code_invalid' } });
    expect(checkDeactivationCode('12a456')).toMatchObject({ issue: { message: 'validation.code_invalid' } });
  });
  it('accepts six digits', () => {
    expect(checkDeactivationCode(' 123456 ')).toEqual({ success: true, code: '123456' });
  });
});
