import { listerPlanSchema } from '@crashpad/sync';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { oddSearchValues } from '../../../test-support/odd-search-values';
import { MemoryStorage } from '../../../test-support/fixtures';
import { destinationAfterSignup, planForAccount } from './account-type';
import { clearPlanChoice, PLAN_CHOICE_KEY, readPlanChoice, savePlanChoice } from './plan-choice';
import { dailyCentsCeiling } from './plan-pricing';

describe('package choice (spec 1 §2, stored temporarily)', () => {
  it('remembers a lister plan and forgets it on clear', () => {
    const tab = new MemoryStorage();
    expect(readPlanChoice(tab)).toBeNull();
    savePlanChoice(tab, 'pro');
    expect(readPlanChoice(tab)).toBe('pro');
    clearPlanChoice(tab);
    expect(readPlanChoice(tab)).toBeNull();
  });

  it('treats anything but basic, premium or pro as no choice (list-crashpad then returns to the packages)', () => {
    const tab = new MemoryStorage();
    for (const value of ['seeker', 'gold', '', 'basic ']) {
      tab.setItem(PLAN_CHOICE_KEY, value);
      expect(readPlanChoice(tab)).toBeNull();
    }
  });

  it('accepts exactly what the lister plan schema accepts (odd stored text included)', () => {
    const tab = new MemoryStorage();
    for (const value of oddSearchValues(['basic', 'premium', 'pro']).filter((item): item is string => typeof item === 'string')) {
      tab.setItem(PLAN_CHOICE_KEY, value);
      const parsed = v.safeParse(listerPlanSchema, value);
      expect(readPlanChoice(tab), JSON.stringify(value)).toBe(parsed.success ? parsed.output : null);
    }
  });
});

describe('account types', () => {
  it('asks for the chosen plan, the seeker pass, or nothing', () => {
    expect(planForAccount('lister', 'premium')).toBe('premium');
    expect(planForAccount('seeker', 'premium')).toBe('seeker');
    expect(planForAccount('tenant', 'basic')).toBeNull();
  });

  it('sends a free tenant to its rentals and paid accounts to payment', () => {
    expect(destinationAfterSignup('tenant')).toBe('/my-crashpad');
    expect(destinationAfterSignup('lister')).toBe('/processing/payment');
    expect(destinationAfterSignup('seeker')).toBe('/processing/payment');
  });

  it('says "under 14 cents a day" for the 49-dollar year', () => {
    expect(dailyCentsCeiling({ priceCents: 4900, termMonths: 12 })).toBe(14);
    // Exactly 20 cents a day is not "under 20".
    expect(dailyCentsCeiling({ priceCents: 7300, termMonths: 12 })).toBe(21);
  });
});
