/** The onboarding service's prefix (spec section 7). */
export const onboardingService = 'onboarding-api';

/** A division's hosted-onboarding ("white label") settings. */
export const whitelabelConfigPath = `${onboardingService}/api/v1/whitelabel/merchant/{merchantCode}/division/{divisionCode}/config`;

/** Sends a new signed link to the seller's e-mail address (ours: the spec names no call for it). */
export const sendUrlPath = `${onboardingService}/api/v2/onboarding/merchant/{merchantCode}/division/{divisionCode}/accountholder/{accountHolderCode}/send-url`;

/** A signed link to the hosted onboarding page of one seller. */
export const generateUrlPath = `${onboardingService}/api/v2/onboarding/merchant/{merchantCode}/division/{divisionCode}/accountholder/{accountHolderCode}/generate-url`;
