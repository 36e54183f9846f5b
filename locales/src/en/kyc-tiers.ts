/** What the KYC tiers mean (spec section 4), for the KYC tier meter's info popover. */
export const kycTiers = {
  about: 'About KYC tiers',
  descriptions: {
    LIGHT_KYC: 'Low risk: a single pay-in under 1,000 EUR.',
    STANDARD_KYC: 'Cumulative seller pay-ins from 0 to 5,000 EUR.',
    ADVANCED_KYC: 'Medium risk: cumulative pay-ins above 5,000 EUR; applies to all organizations.',
  },
};
