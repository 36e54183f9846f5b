import type { Translation } from '../i18n-types.js';

export const shell = {
  productName: 'Ops Console',
  productShortName: 'Ops',
  pageTitle: 'Ops | {title}',
  skipToContent: 'Direct naar de inhoud',
  sidebar: {
    label: 'Hoofdnavigatie',
    collapse: 'Zijbalk inklappen',
    expand: 'Zijbalk uitklappen',
    help: 'Help',
  },
  navigation: {
    home: 'Start',
  },
  userMenu: {
    open: 'Account van {name}',
    signOut: 'Afmelden',
  },
  screenLoad: {
    loading: 'Laden…',
    timedOut: 'Het laden van deze pagina duurde langer dan 2 minuten. Controleer je verbinding en probeer het opnieuw.',
    failed: 'Deze pagina kon niet worden geladen. Controleer je verbinding en probeer het opnieuw.',
    reload: 'Pagina herladen',
  },
  language: {
    label: 'Taal',
    names: {
      en: 'English',
      nl: 'Nederlands',
    },
  },
  theme: {
    label: 'Thema',
    system: 'Systeem',
    light: 'Licht',
    dark: 'Donker',
  },
  home: {
    title: 'Start',
  },
  notFound: {
    title: 'Pagina niet gevonden',
    message: 'Op dit adres staat geen pagina.',
    returnHome: 'Terug naar start',
  },
} satisfies Translation['shell'];
