import {
  type ActionDefinition,
  type ActionGroup,
  type ActionPreset,
  type ActionSubject,
  actionRegistry,
  allowedToRoles,
  availableActions,
  translate,
} from '@ops/core/actions';
import type { MerchantScope } from '@ops/core/api';
import type { OpsRole } from '@ops/core/contract';
import type { Locales, TranslationFunctions } from '@ops/locales';

/** One line of the palette: an action, or one of its ready-made parameter sets. */
export interface PaletteCommand {
  id: string;
  label: string;
  group: ActionGroup;
  keywords: readonly string[];
  shortcut: string | undefined;
  action: ActionDefinition;
  parameters: unknown;
}

function commandsOf(action: ActionDefinition, t: TranslationFunctions, locale: Locales): PaletteCommand[] {
  const base = { group: action.group, keywords: action.keywords, shortcut: action.shortcut, action };
  const presets: ActionPreset<unknown>[] | undefined = action.presets?.({ locale });
  if (presets) {
    return presets.map((preset) => ({
      ...base,
      id: `${action.id}:${preset.id}`,
      label: preset.label(t),
      parameters: preset.parameters,
    }));
  }
  return [{ ...base, id: action.id, label: translate(t, action.labelKey), parameters: undefined }];
}

/**
 * Every command the user may run (their roles allowing), bound merchant or not: the shortcuts stay bound, so one that needs a
 * merchant can say 'Please select a merchant and try again' instead of doing nothing.
 */
export function permittedCommands(
  t: TranslationFunctions,
  locale: Locales,
  roles: readonly OpsRole[],
): PaletteCommand[] {
  return actionRegistry
    .filter((action) => action.permission === 'ops' && allowedToRoles(action, roles))
    .flatMap((action) => commandsOf(action, t, locale));
}

/** The commands that fit the current context, in registry order. */
export function paletteCommands(
  t: TranslationFunctions,
  locale: Locales,
  scope: MerchantScope | undefined,
  roles: readonly OpsRole[],
  subject?: ActionSubject,
): PaletteCommand[] {
  return availableActions(actionRegistry, { permissions: ['ops'], roles, scope, subject }).flatMap((action) =>
    commandsOf(action, t, locale),
  );
}
