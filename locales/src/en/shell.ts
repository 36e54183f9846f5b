export const shell = {
  productName: 'Ops Console',
  productShortName: 'Ops',
  pageTitle: 'Ops | {title:string}',
  skipToContent: 'Skip to main content',
  sidebar: {
    label: 'Main navigation',
    collapse: 'Collapse sidebar',
    expand: 'Expand sidebar',
    help: 'Help',
  },
  navigation: {
    home: 'Home',
  },
  userMenu: {
    open: 'Account of {name:string}',
    signOut: 'Sign out',
  },
  screenLoad: {
    loading: 'Loading…',
    timedOut: 'This page took more than 2 minutes to load. Check your connection and try again.',
    failed: 'This page could not be loaded. Check your connection and try again.',
    reload: 'Reload page',
  },
  language: {
    label: 'Language',
    names: {
      en: 'English',
      nl: 'Nederlands',
    },
  },
  theme: {
    label: 'Theme',
    system: 'System',
    light: 'Light',
    dark: 'Dark',
  },
  home: {
    title: 'Home',
  },
  notFound: {
    title: 'Page not found',
    message: 'There is no page at this address.',
    returnHome: 'Return home',
  },
};
