/** The account owner service's prefix (spec section 7). */
export const accountOwnerService = 'accountowner/api/v2/accountowners';

/** The KYC service: it owns the external-account status update. */
export const kycService = 'kyc2';

export const merchantPath = `${accountOwnerService}/merchants/{merchantCode}`;
export const divisionPath = `${merchantPath}/divisions/{divisionCode}`;
export const accountHolderPath = `${divisionPath}/accountholders/{accountHolderCode}`;
