import type { Locales, TranslationFunctions } from '@ops/locales';
import type { z } from 'zod';
import type { MerchantScope, ServiceClients } from '../api/index.ts';
import type { ContractRouteId } from '../auth/route-roles.ts';
import type { OpsRole } from '../contract/index.ts';
import type { CacheDomain } from './cache-domain.ts';
import type { MessageKey } from './message-key.ts';

/** What makes an action ask first: it moves money, removes something for good, or acts on many objects at once. */
export type ActionRisk = 'movesMoney' | 'deletes' | 'bulk';

/** What an action needs the user to be; ops staff is the one kind of user the spec shows (section 6). */
export type Permission = 'ops';

/** Headings the palette groups actions under, in this order. */
export const actionGroups = [
  'navigation',
  'merchant',
  'sellers',
  'kycChecks',
  'transactions',
  'balanceTransfers',
  'payouts',
  'invoices',
  'reports',
  'approvals',
  'session',
] as const;
export type ActionGroup = (typeof actionGroups)[number];

/**
 * What is on view that an action can be about, e.g. the seller of the seller details screen: an action `about`
 * one is offered only while it is on view, and takes the parameter of that name from it.
 */
export interface ActionSubject {
  accountHolderCode?: string | undefined;
  /** The transaction on view (the transactions screen's focused row or open details). */
  splitCode?: string | undefined;
  /** The payout batch on view. */
  payoutCode?: string | undefined;
  /** The payout request on view. */
  payoutRequestCode?: string | undefined;
  /** The virtual account on view. */
  virtualAccountCode?: string | undefined;
  /** The bank statement line on view (the bank integration list's row). */
  bankLineCode?: string | undefined;
  /** The PSP report item on view (the PSP workbench's matched row). */
  reportItemCode?: string | undefined;
  /** The KYC task on view. */
  taskCode?: string | undefined;
  /** The merchant user on view (Configurations → Users: the user being edited). */
  username?: string | undefined;
  /** The approval request on view (the Approvals screen's focused row or open details). */
  approvalRequestCode?: string | undefined;
  /** The approval rule on view (Configurations → Approval rules: the rule being edited). */
  approvalRuleCode?: string | undefined;
  /** The saved view of a list on view, by its number (issue 31). */
  savedViewId?: string | undefined;
  /**
   * The merchant and division of the object on view, where a list shows every merchant's (the payout tabs): an
   * action about that object runs in its division, not only in a bound one (`withSubject`).
   */
  merchantCode?: string | undefined;
  divisionCode?: string | undefined;
}

/** Everything an action may use: the typed clients and what the app (web or cli) offers around them. */
export interface ActionContext {
  /** The typed clients of every service. */
  clients: ServiceClients;
  /** The bound merchant and division, if any. */
  scope: MerchantScope | undefined;
  permissions: readonly Permission[];
  /** The signed-in account's ops roles (its identity token's, as the platform's `me` answers them). */
  roles: readonly OpsRole[];
  /** What is on view (web) or named on the command line (cli). */
  subject?: ActionSubject | undefined;
  /** The signed-in user's e-mail, e.g. the analyst of a status update. */
  userEmail?: string | undefined;
  /** The identity token the calls carry (web: the session's; cli: OPS_TOKEN or the stored one, renewed). */
  bearerToken?: (() => string | undefined | Promise<string | undefined>) | undefined;
  locale: Locales;
  /** Goes to a path (web: carrying merchantCode and divisionCode; cli: prints where the result is). */
  navigate(path: string, query?: Record<string, string>): void;
  /** Binds the app to a merchant and division, or unbinds it. */
  bindMerchant(scope: MerchantScope | undefined): void;
  setLocale(locale: Locales): void;
  signOut(): void | Promise<void>;
}

/** A ready-made set of parameters the palette offers as its own command, e.g. 'Switch language to Nederlands'. */
export interface ActionPreset<Input> {
  id: string;
  label: (t: TranslationFunctions) => string;
  parameters: Input;
}

/**
 * A form the app opens wherever the user is, asking for an action's parameters: the web's create merchant popover,
 * or the palette's merchant search for the merchant and division to bind.
 */
export type ActionDialog = 'createMerchant' | 'selectMerchant';

/**
 * How the cli offers an action: a generated subcommand `ops <noun> <verb>` (the default), a command of its own
 * (`ops use` binds a merchant, `ops payout-requests process` shows the processing's progress), or none (going to
 * a screen or switching the language mean nothing in a terminal).
 */
export type CliCommandKind = 'generated' | 'own' | 'none';

export interface ActionDefinition<
  Id extends string = string,
  Parameters extends z.ZodType = z.ZodType,
  Result = unknown,
> {
  /**
   * Stable id, `noun.verb` with a plural noun, e.g. 'sellers.create': the cli's `ops sellers create`, the
   * palette's recent commands, the `?form=` a screen opens.
   */
  id: Id;
  labelKey: MessageKey;
  group: ActionGroup;
  keywords: readonly string[];
  shortcut?: string | undefined;
  permission: Permission;
  /**
   * The contract route it calls: core's `routeRoles` says which ops roles may run it (the platform refuses the others
   * with 403), so no caller offers it to another. None for navigation and the session's own actions.
   */
  route?: ContractRouteId | undefined;
  /**
   * Why the action asks first, whoever starts it (a button, the palette, a shortcut, the cli): it moves money,
   * removes something for good, or acts on many objects at once. Every caller honours it (`asksFirst`), with the
   * words of `confirmationOf`; `registry.test.ts` fails when an action that changes balances or whose verb deletes
   * or cancels declares none.
   */
  risk?: ActionRisk | undefined;
  /**
   * Taken back by not sending it (issue 31): a status change, an assignment, or a deletion of something that holds
   * no money and that a user re-makes as it was (a saved view, an approval rule, a UBO, an external account, a
   * document). The web holds such a run for 5 seconds, with Undo in its toast (and `z`), before it sends it; a
   * deletion asks first as every deletion does, and its confirmation says so (`Confirmation.heldForUndo`). The cli
   * sends at once (a script has no one to undo it). Never an action that moves money, nor the deletion of a
   * merchant, a division or a seller: those follow the confirmation and approval rules (`registry.test.ts`).
   */
  undoable?: boolean | undefined;
  /** What the confirmation says the action does, in the spec's words; else its risk's sentence ('This moves money.'). */
  confirmKey?: MessageKey | undefined;
  /** The parameter whose code the user types to confirm (deleting a merchant or a division); the bound one by default. */
  typeToConfirm?: 'merchantCode' | 'divisionCode' | undefined;
  /** Whether this run would act on every merchant (no merchant bound, none named): the confirmation says so. */
  actsOnEveryMerchant?:
    | ((parameters: Readonly<Record<string, unknown>>, scope: MerchantScope | undefined) => boolean)
    | undefined;
  /**
   * An approval rule of the division may hold it back (issue 29): the platform answers 202 and the call throws
   * `SentForApprovalError` (core's `isSentForApproval`) instead of succeeding. Callers say "Sent for approval"
   * with the request's code (`failureMessage` does) and link it; the cli exits 4, or with `--wait` waits for
   * the outcome.
   */
  mayNeedApproval?: boolean | undefined;
  /** Hidden, and refused with 'Please select a merchant and try again', until a merchant and division are bound. */
  needsMerchant: boolean;
  /**
   * The caches a successful run changes: every caller (button, palette, shortcut) refreshes them. An action that
   * only goes somewhere or binds something changes none.
   */
  changes: readonly CacheDomain[];
  /**
   * The path of the screen whose form asks for the parameters, e.g. '/transactions' for a split: run from another
   * screen, the web goes there and opens that form.
   */
  formScreen?: string | undefined;
  /** The form the app opens for the parameters wherever the user is. */
  dialog?: ActionDialog | undefined;
  /** Offered only while this subject is on view; its value fills the parameter of the same name. */
  about?: keyof ActionSubject | undefined;
  cliCommand?: CliCommandKind | undefined;
  parameters: Parameters;
  presets?: ((context: Pick<ActionContext, 'locale'>) => ActionPreset<z.input<Parameters>>[]) | undefined;
  /** Does the operation; what it answers (e.g. the created merchant) is what the cli prints. */
  run(context: ActionContext, parameters: z.output<Parameters>): Result;
}

/** What an action's run answers once it has finished, e.g. the created seller. */
export type ActionResult<Action extends ActionDefinition> = Awaited<ReturnType<Action['run']>>;

/** Keeps each entry's id, parameter and result types, so `run` is checked against its own schema. */
export function defineAction<const Id extends string, Parameters extends z.ZodType, Result>(
  action: ActionDefinition<Id, Parameters, Result>,
): ActionDefinition<Id, Parameters, Result> {
  return action;
}
