import type { Translation } from '../i18n-types.js';

export const onboarding = {
  configuration: {
    tab: 'Hosted onboarding',
    title: 'Hosted onboarding',
    description:
      'De pagina waar verkopers zelf hun gegevens aanvullen, in uw kleur en met uw logo. Een link werkt één keer, zo lang als hier ingesteld.',
    primaryColor: 'Primaire kleur',
    primaryColorText: 'Primaire kleur (hexcode)',
    redirectUrl: 'Doorverwijs-URL',
    redirectUrlHint: 'Waar verkopers na het versturen heen gaan. Leeg: een bedankpagina.',
    linkLifetime: 'Geldigheidsduur (uren)',
    save: 'Opslaan',
    saved: 'Instellingen voor hosted onboarding opgeslagen',
    logo: 'Logo',
    logoHint: 'PNG, JPEG of WebP, kleiner dan 200kb en niet groter dan 400px bij 80px.',
    uploadLogo: 'Logo uploaden',
    logoUploaded: 'Logo geüpload',
    noLogo: 'Nog geen logo',
    preview: 'Voorbeeld',
    previewLabel: 'Voorbeeld van de hosted-onboardingpagina',
    previewTitle: 'Uw gegevens voor {merchant}',
    previewButton: 'Volgende',
    getFailed: 'De configuratie van hosted onboarding kon niet worden geladen',
    updateFailed: 'De configuratie van hosted onboarding kon niet worden bijgewerkt',
  },
  actions: {
    url: 'Hosted-onboarding-URL kopiëren',
    email: 'De hosted-onboardinglink naar de verkoper e-mailen',
    update: 'Instellingen voor hosted onboarding wijzigen',
    uploadLogo: 'Logo voor hosted onboarding uploaden',
  },
  cli: {
    urlDescription: 'Toon een nieuwe hosted-onboarding-URL van een verkoper: hij werkt één keer, tot hij verloopt',
    seller: 'De code van de verkoper',
    expires: 'Verloopt {expiresAt}',
    emailOption: 'De link naar de verkoper e-mailen in plaats van hem te tonen',
    sent: 'Verzonden naar {email}, verloopt {expiresAt}',
  },
  copyUrlOf: 'Hosted-onboarding-URL kopiëren van {name}',
  urlFailed: 'De hosted-onboarding-URL kon niet worden opgehaald',
  urlCopied: 'Hosted-onboarding-URL van {name} gekopieerd',
  mail: {
    subject: 'Vul uw gegevens aan voor {merchant}',
    intro: '{merchant} vraagt u uw gegevens aan te vullen: identiteit, adres, bankrekening en documenten.',
    action: 'Open deze link om te beginnen; hij werkt één keer en tot {expiresAt}:',
  },
} satisfies Translation['onboarding'];
