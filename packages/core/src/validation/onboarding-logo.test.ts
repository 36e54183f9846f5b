import { describe, expect, it } from 'vitest';
import { checkOnboardingLogo } from './onboarding-logo.ts';

describe('checkOnboardingLogo', () => {
  it('accepts a logo under 200kb and no larger than 400px by 80px', () => {
    expect(checkOnboardingLogo({ bytes: 204_799, width: 400, height: 80 }).ok).toBe(true);
    expect(checkOnboardingLogo({ bytes: 10_000, width: 120, height: 40 }).ok).toBe(true);
  });

  it('refuses a logo of 200kb or more', () => {
    expect(checkOnboardingLogo({ bytes: 204_800, width: 100, height: 20 })).toEqual({
      ok: false,
      message: 'logoTooHeavy',
    });
  });

  it('refuses a logo wider than 400px or higher than 80px', () => {
    expect(checkOnboardingLogo({ bytes: 1000, width: 401, height: 80 })).toEqual({
      ok: false,
      message: 'logoTooLarge',
    });
    expect(checkOnboardingLogo({ bytes: 1000, width: 150, height: 400 })).toEqual({
      ok: false,
      message: 'logoTooLarge',
    });
  });
});
