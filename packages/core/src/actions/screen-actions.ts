import { z } from 'zod';
import { defineAction } from './action.ts';
import { type Screen, screens } from './screens.ts';

const capitalized = <Word extends string>(word: Word) =>
  `${word.charAt(0).toUpperCase()}${word.slice(1)}` as Capitalize<Word>;

/** 'Go to' one screen: its title is the label, its shortcut the action's. */
export function goToScreenAction<Id extends string>(screen: Screen & { id: Id }) {
  return defineAction({
    id: `screens.goTo${capitalized(screen.id)}`,
    labelKey: screen.titleKey,
    group: 'navigation',
    keywords: ['go', 'ga naar', ...screen.keywords],
    shortcut: screen.shortcut,
    permission: 'ops',
    needsMerchant: false,
    changes: [],
    cliCommand: 'none',
    parameters: z.object({}),
    run: (context) => context.navigate(screen.path),
  });
}

export const screenActions = screens.map(goToScreenAction);
