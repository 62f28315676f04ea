import { describe, expect, it } from 'vitest';
import { dashboardTarget } from './dashboard-target';

describe('dashboardTarget', () => {
  it('sends each role to its own start page', () => {
    expect(dashboardTarget('pro')).toMatchObject({ role: 'lister', to: '/my-crashpads' });
    expect(dashboardTarget('seeker')).toMatchObject({ role: 'seeker', to: '/airports' });
    expect(dashboardTarget(null)).toMatchObject({ role: 'tenant', to: '/my-crashpad' });
  });
});
