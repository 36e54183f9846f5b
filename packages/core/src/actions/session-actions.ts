import { locales } from '@ops/locales';
import { z } from 'zod';
import { defineAction } from './action.ts';

export const switchLanguageAction = defineAction({
  id: 'languages.switch',
  labelKey: 'actions.switchLanguage',
  group: 'session',
  keywords: ['language', 'taal', 'english', 'nederlands', 'dutch'],
  permission: 'ops',
  needsMerchant: false,
  changes: [],
  cliCommand: 'none',
  parameters: z.object({ locale: z.enum(locales) }),
  presets: ({ locale }) =>
    locales
      .filter((other) => other !== locale)
      .map((other) => ({
        id: other,
        label: (t) => t.actions.switchLanguageTo({ language: t.shell.language.names[other]() }),
        parameters: { locale: other },
      })),
  run: (context, { locale }) => context.setLocale(locale),
});

export const signOutAction = defineAction({
  id: 'sessions.signOut',
  labelKey: 'actions.signOut',
  group: 'session',
  keywords: ['sign out', 'log out', 'logout', 'afmelden', 'uitloggen'],
  permission: 'ops',
  needsMerchant: false,
  changes: [],
  cliCommand: 'none',
  parameters: z.object({}),
  run: (context) => context.signOut(),
});
