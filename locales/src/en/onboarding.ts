/** Hosted onboarding: the seller's own page (served by the platform) and its settings in the console. */
export const onboarding = {
  configuration: {
    tab: 'Hosted onboarding',
    title: 'Hosted onboarding',
    description:
      'The page where sellers complete their own details, in your colour and with your logo. A link works once, for the time set here.',
    primaryColor: 'Primary color',
    primaryColorText: 'Primary color (hex code)',
    redirectUrl: 'Redirect URL',
    redirectUrlHint: 'Where sellers go after submitting. Empty: a thank-you page.',
    linkLifetime: 'Expiration time (hours)',
    save: 'Save',
    saved: 'Hosted onboarding settings saved',
    logo: 'Logo',
    logoHint: 'PNG, JPEG or WebP, under 200kb and no larger than 400px by 80px.',
    uploadLogo: 'Upload logo',
    logoUploaded: 'Logo uploaded',
    noLogo: 'No logo yet',
    preview: 'Preview',
    previewLabel: 'Preview of the hosted onboarding page',
    previewTitle: 'Your details for {merchant:string}',
    previewButton: 'Next',
    getFailed: 'Failed to load the hosted onboarding configuration',
    updateFailed: 'Failed to update the hosted onboarding configuration',
  },
  actions: {
    url: 'Copy hosted-onboarding URL',
    update: 'Change the hosted onboarding settings',
    uploadLogo: 'Upload the hosted onboarding logo',
  },
  cli: {
    urlDescription: 'Print a new hosted-onboarding URL of a seller: it works once, until it expires',
    seller: "The seller's code",
    expires: 'Expires {expiresAt:string}',
  },
  copyUrlOf: 'Copy hosted-onboarding URL of {name:string}',
  urlCopied: 'Hosted-onboarding URL of {name:string} copied',
};
