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
import type { ActionSelection } from '../kit/actions/action-selection-store.ts';

/** One line of the palette: an action, or one of its ready-made parameter sets. */
export interface PaletteCommand {
  id: string;
  label: string;
  group: ActionGroup;
  keywords: readonly string[];
  shortcut: string | undefined;
  action: ActionDefinition;
  parameters: unknown;
  /** Runs on every selected row of the list on view (`useRunOnSelection`), not on one. */
  selection?: ActionSelection | undefined;
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

/**
 * The actions for the rows selected on the list on view, offered first: those about such a row that change
 * something, take no more than the row's code (the others open a form) and are allowed on the first selected row,
 * each as one command run on every row.
 */
export function selectionCommands(
  t: TranslationFunctions,
  scope: MerchantScope | undefined,
  roles: readonly OpsRole[],
  selection: ActionSelection | undefined,
  /** The actions whose form the screen on view opens: those need typed input, row by row. */
  formIds: readonly string[],
): PaletteCommand[] {
  const first = selection?.codes[0];
  if (!selection || first === undefined) return [];
  const subject: ActionSubject = { [selection.about]: first };
  return availableActions(actionRegistry, { permissions: ['ops'], roles, scope, subject })
    .filter(
      (action) =>
        action.about === selection.about &&
        action.changes.length > 0 &&
        !action.formScreen &&
        !formIds.includes(action.id) &&
        action.parameters.safeParse(subject).success,
    )
    .map((action) => ({
      id: `selection:${action.id}`,
      label: t.palette.selection.run({ label: translate(t, action.labelKey), count: selection.codes.length }),
      group: action.group,
      keywords: action.keywords,
      shortcut: undefined,
      action,
      parameters: undefined,
      selection,
    }));
}
