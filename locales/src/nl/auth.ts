import type { Translation } from '../i18n-types.js';

export const auth = {
  login: {
    title: 'Operations Dashboard',
    intro: 'Meld je aan met je werkaccount om verder te gaan.',
    signIn: 'Aanmelden',
    redirecting: 'Je wordt doorgestuurd om je aan te melden…',
    configFailed: 'De aanmeldinstellingen konden niet worden geladen. Vernieuw de pagina.',
    signedOut: {
      logout: 'Je bent afgemeld.',
      inactivity: 'Je bent afgemeld na 20 minuten zonder activiteit.',
      expired: 'Je sessie is verlopen. Meld je opnieuw aan.',
    },
  },
  callback: {
    title: 'Aanmelden',
    completing: 'De aanmelding wordt afgerond…',
    checkingAccess: 'Je toegang wordt gecontroleerd…',
    retry: 'Opnieuw proberen',
    failures: {
      cancelled: 'De aanmelding is geannuleerd.',
      refused: 'De identiteitsprovider heeft de aanmelding geweigerd.',
      invalidResponse: 'Het antwoord van de identiteitsprovider kon niet worden gecontroleerd. Meld je opnieuw aan.',
      notStarted: 'Deze aanmelding is hier niet gestart of is verlopen. Meld je opnieuw aan.',
    },
  },
  unauthorised: {
    title: 'Geen toegang',
    contactSupport: 'Neem contact op met support',
    otherAccount: 'Aanmelden met een ander account',
    returnToLogin: 'Terug naar de aanmeldpagina',
    dataMissing: '[gegevens ontbreken]',
    mailSubject: 'Toegang tot de Ops Console',
    mailBody:
      'Hallo,\n\nGraag krijg ik toegang tot de Ops Console.\n\nE-mail: {email}\nVoornaam: {firstName}\nAchternaam: {lastName}\nMerchant: {merchantName}\n',
  },
} satisfies Translation['auth'];
