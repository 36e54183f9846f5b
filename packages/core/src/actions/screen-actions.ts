import { z } from 'zod';
import { defineAction } from './action.ts';
import { type Screen, screens } from './screens.ts';

/** 'Go to' one screen: its title is the label, its shortcut the action's. */
export function goToScreenAction(screen: Screen) {
  return defineAction({
    id: `go.${screen.id}`,
    labelKey: screen.titleKey,
    group: 'navigation',
    keywords: ['go', 'ga naar', ...screen.keywords],
    shortcut: screen.shortcut,
    permission: 'ops',
    needsMerchant: false,
    parameters: z.object({}),
    run: (context) => context.navigate(screen.path),
  });
}

export const screenActions = screens.map(goToScreenAction);
