export const contract = {
  merchantSearchTooShort: 'Search by name or code needs at least {min:number} letter{{s}}',
  complianceSignOffNeeded: 'Compliance officer sign-off is needed before enabling',
  refundPeriodNeedsScheduler: 'The refund period is only available when the payout scheduler is on',
  companyTypeRequired: 'An organization needs a company type',
  companyTypeForbidden: 'Only an organization has a company type',
  expiryBeforeIssue: 'The expiry date must be after the issue date',
  invalidPhone: 'Invalid phone number',
  invalidEmail: 'Invalid e-mail address',
  invalidCurrencyCode: 'Currency code must be three capital letters',
  invalidCountryCode: 'Country code must be three capital letters',
  uploadTooLarge: 'The file is larger than {megabytes:number} MB',
  uploadWrongType: 'Only images, PDF and HEIC files can be uploaded',
};
