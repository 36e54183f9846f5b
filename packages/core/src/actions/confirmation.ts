import { i18nObject } from '@ops/locales';
import type { ReasonKind } from '../contract/reasons.ts';
import { formatMoney } from '../money/index.ts';
import type { ActionContext, ActionDefinition } from './action.ts';
import { withSubject } from './availability.ts';
import { translate } from './message-key.ts';
import { type ReasonAsk, reasonAskOf } from './reason-ask.ts';

/** Whether every caller asks before running it: it declares a `risk` (moves money, deletes, acts on many). */
export function asksFirst(action: Pick<ActionDefinition, 'risk'>): boolean {
  return action.risk !== undefined;
}

/** One fact of a confirmation, e.g. 'Amount' '€ 10.50' or 'Merchant' 'M-1 (Acme)'. */
export interface ConfirmationDetail {
  label: string;
  value: string;
}

/** What every caller shows before an action that asks first, in the reader's language. */
export interface Confirmation {
  /** The action's label as a question, e.g. 'Delete merchant?'. */
  title: string;
  /** What kind of change it is: 'This moves money.', 'This cannot be undone.', … */
  message: string;
  /** The objects, amounts, accounts and counts it names, in the parameters' order. */
  details: readonly ConfirmationDetail[];
  /** Said first, apart: no merchant bound and none named, so it acts on every merchant. */
  warning?: string | undefined;
  /** The code the user types before the action runs (deleting a merchant or a division), and its prompt. */
  typeCode?: { code: string; prompt: string } | undefined;
  confirmLabel: string;
  cancelLabel: string;
  /** The reason asked for with it (issue 30): for every action of a reason kind, required where the division says. */
  reason?: ReasonAsk | undefined;
  /**
   * For a caller that holds an undoable run before sending it (the web): that Undo takes it back for 5 seconds after
   * the confirmation. Said of undoable actions only; the cli, which sends at once, leaves it out.
   */
  heldForUndo?: string | undefined;
}

type Fields = ReturnType<typeof i18nObject>['actions']['confirm']['fields'];
/** The parameters a confirmation names (the dictionary's proxy answers any key, so they are listed). */
const namedFields = new Set<string>([
  'merchantCode',
  'divisionCode',
  'accountHolderCode',
  'payoutCode',
  'payoutRequestCode',
  'virtualAccountCode',
  'fromVirtualAccountCode',
  'toVirtualAccountCode',
  'splitCode',
  'bankLineCode',
  'reportItemCode',
  'integrationCode',
  'username',
  'account',
  'documentCode',
  'approvalRuleCode',
  'amount',
  'totalAmount',
  'from',
  'to',
  'file',
] satisfies (keyof Fields)[]);
const amountFields = new Set(['amount', 'totalAmount']);

function shownValue(
  name: string,
  value: unknown,
  values: Record<string, unknown>,
  locale: ActionContext['locale'],
): string | undefined {
  if (amountFields.has(name) && typeof values.currency === 'string') {
    const minor = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
    if (typeof minor === 'number' || typeof minor === 'bigint') return formatMoney(minor, values.currency, locale);
  }
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  if (typeof value === 'number') return String(value);
  if (typeof File !== 'undefined' && value instanceof File) return value.name;
  return undefined;
}

/** The parameters as the run will see them: the subject on view, and the bound merchant for what it deletes. */
function valuesOf(
  action: ActionDefinition,
  parameters: unknown,
  context: Pick<ActionContext, 'scope' | 'subject'>,
): Record<string, unknown> {
  const given = { ...((withSubject(action, context.subject, parameters) as object | undefined) ?? {}) };
  const values: Record<string, unknown> = given;
  if (action.typeToConfirm && context.scope) {
    values.merchantCode ??= context.scope.merchantCode;
    if (action.typeToConfirm === 'divisionCode') values.divisionCode ??= context.scope.divisionCode;
  }
  return values;
}

/**
 * The confirmation of one run of an action, shared by the web's dialog and the cli's question: the action in the
 * spec's words, the objects by code (and name, where the caller knows it), amounts with their currency, the
 * accounts, how many items; the every-merchant warning; the code to type for deleting a merchant or a division.
 */
export function confirmationOf(
  action: ActionDefinition,
  parameters: unknown,
  context: Pick<ActionContext, 'scope' | 'subject' | 'locale'>,
  names: Readonly<Record<string, string | undefined>> = {},
  /** The kinds of change the bound division requires a reason for (its configuration's `reasonsRequired`). */
  requiredReasons: readonly ReasonKind[] = [],
): Confirmation {
  const t = i18nObject(context.locale);
  const words = t.actions.confirm;
  const label = translate(t, action.labelKey);
  const values = valuesOf(action, parameters, context);
  const details: ConfirmationDetail[] = [];
  for (const [name, value] of Object.entries(values)) {
    if (name === 'codes' && Array.isArray(value)) {
      details.push({ label: words.items(), value: String(value.length) });
      continue;
    }
    const fieldLabel = namedFields.has(name) ? words.fields[name as keyof Fields] : undefined;
    const shown = fieldLabel ? shownValue(name, value, values, context.locale) : undefined;
    if (!fieldLabel || shown === undefined) continue;
    const objectName = names[shown];
    details.push({ label: fieldLabel(), value: objectName ? `${shown} (${objectName})` : shown });
  }
  const typed = action.typeToConfirm ? values[action.typeToConfirm] : undefined;
  return {
    title: words.title({ label }),
    message: action.confirmKey
      ? translate(t, action.confirmKey)
      : action.risk
        ? words[action.risk]()
        : t.reasons.field.askedFor(),
    details,
    warning: action.actsOnEveryMerchant?.(values, context.scope) ? words.everyMerchant() : undefined,
    typeCode: typeof typed === 'string' ? { code: typed, prompt: words.typeCode({ code: typed }) } : undefined,
    confirmLabel: label,
    cancelLabel: words.cancel(),
    reason: reasonAskOf(action, requiredReasons),
    heldForUndo: action.undoable ? words.heldForUndo() : undefined,
  };
}

/**
 * Whether a caller asks before running `action`: it asks first (`asksFirst`), or the bound division requires a
 * reason for its kind of change (a configuration change, say), which the confirmation asks for.
 */
export function asksBeforeRun(action: ActionDefinition, requiredReasons: readonly ReasonKind[]): boolean {
  return asksFirst(action) || reasonAskOf(action, requiredReasons)?.required === true;
}

/** The confirmation as plain lines (the cli's question): warning, message, then 'Label: value' a line. */
export function confirmationLines(confirmation: Confirmation): string[] {
  return [
    ...(confirmation.warning ? [confirmation.warning] : []),
    confirmation.message,
    ...confirmation.details.map(({ label, value }) => `  ${label}: ${value}`),
  ];
}
