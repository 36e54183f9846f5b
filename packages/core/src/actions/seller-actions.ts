import { z } from 'zod';
import type { MerchantScope } from '../api/index.ts';
import {
  accountHolderPatchSchema,
  checkCompanyType,
  companyTypeSchema,
  createAccountHolderBodySchema,
  createUboBodySchema,
  externalAccountStatusSchema,
  ibanInputSchema,
  legalFormSchema,
  payoutAmountModes,
} from '../contract/index.ts';
import { checkPayoutRequestDraft } from '../validation/index.ts';
import { type ActionContext, defineAction } from './action.ts';
import { ActionRefusal } from './action-refusal.ts';
import { balanceCaches } from './cache-domain.ts';

const code = z.string().trim().min(1);
const sellerCode = z.object({ accountHolderCode: code });

/** The bound division; `needsMerchant` has made sure there is one. */
function boundScope(context: ActionContext): MerchantScope {
  if (!context.scope) throw new ActionRefusal('validation.selectMerchant');
  return context.scope;
}

/** The bound division's seller, for the calls under its path. */
export const sellerAddress = (context: ActionContext, accountHolderCode: string) => ({
  ...boundScope(context),
  accountHolderCode,
});

/** Creates a seller in the bound division (status MISSING_DATA) and answers it. */
export const createSellerAction = defineAction({
  id: 'sellers.create',
  formScreen: '/sellers',
  labelKey: 'sellers.actions.create',
  group: 'sellers',
  keywords: ['seller', 'account holder', 'new', 'add', 'verkoper', 'aanmaken'],
  shortcut: 'c s',
  permission: 'ops',
  route: 'createAccountHolder',
  needsMerchant: true,
  changes: ['sellers'],
  parameters: createAccountHolderBodySchema,
  run: (context, body) => context.clients.accountOwner.createAccountHolder({ params: boundScope(context), body }),
});

/** Changes a seller; changing KYC-sensitive data moves it to IN_PROGRESS and needs a new KYC check. */
export const updateSellerAction = defineAction({
  id: 'sellers.update',
  labelKey: 'sellers.actions.update',
  group: 'sellers',
  keywords: ['seller', 'edit', 'change', 'identity', 'verkoper', 'wijzigen'],
  permission: 'ops',
  route: 'updateDivisionAccountHolder',
  needsMerchant: true,
  changes: ['sellers'],
  about: 'accountHolderCode',
  parameters: accountHolderPatchSchema.extend(sellerCode.shape),
  run: (context, { accountHolderCode, ...body }) =>
    context.clients.accountOwner.updateDivisionAccountHolder({
      params: sellerAddress(context, accountHolderCode),
      body,
    }),
});

/** Deletes a seller: it is kept, flagged deleted; refused while it holds money. */
export const deleteSellerAction = defineAction({
  id: 'sellers.delete',
  risk: 'deletes',
  labelKey: 'sellers.actions.delete',
  group: 'sellers',
  keywords: ['seller', 'remove', 'verkoper', 'verwijderen'],
  permission: 'ops',
  route: 'deleteDivisionAccountHolder',
  needsMerchant: true,
  changes: ['sellers'],
  about: 'accountHolderCode',
  parameters: sellerCode,
  run: (context, { accountHolderCode }) =>
    context.clients.accountOwner.deleteDivisionAccountHolder({ params: sellerAddress(context, accountHolderCode) }),
});

/** Changes a seller's legal form: permanently deletes its details and documents (spec section 4). */
export const changeLegalFormAction = defineAction({
  id: 'sellers.changeLegalForm',
  risk: 'deletes',
  labelKey: 'sellers.actions.changeLegalForm',
  group: 'sellers',
  keywords: ['seller', 'legal form', 'individual', 'organization', 'rechtsvorm'],
  permission: 'ops',
  route: 'changeLegalForm',
  needsMerchant: true,
  changes: ['sellers'],
  about: 'accountHolderCode',
  parameters: sellerCode
    .extend({ legalForm: legalFormSchema, companyType: companyTypeSchema.optional() })
    .superRefine(checkCompanyType),
  run: (context, { accountHolderCode, ...body }) =>
    context.clients.accountOwner.changeLegalForm({ params: sellerAddress(context, accountHolderCode), body }),
});

/** A seller's balances per virtual account. */
export const sellerBalancesAction = defineAction({
  id: 'sellers.balances',
  labelKey: 'sellers.actions.balances',
  group: 'sellers',
  keywords: ['seller', 'balance', 'virtual account', 'saldo'],
  permission: 'ops',
  route: 'getAccountHolder',
  needsMerchant: true,
  changes: [],
  about: 'accountHolderCode',
  parameters: sellerCode,
  async run(context, { accountHolderCode }) {
    boundScope(context);
    const seller = await context.clients.accountOwner.getAccountHolder({
      params: { accountHolderCode },
      query: { _fragments: 'balances' },
    });
    return seller.balances ?? [];
  },
});

/** Adds an ultimate beneficial owner to an organization: a person by first and last name, else a legal name. */
export const addUboAction = defineAction({
  id: 'ubos.add',
  labelKey: 'sellers.actions.addUbo',
  group: 'sellers',
  keywords: ['ubo', 'ultimate beneficial owner', 'owner', 'belanghebbende'],
  permission: 'ops',
  route: 'createUbo',
  needsMerchant: true,
  changes: ['sellers'],
  about: 'accountHolderCode',
  parameters: z.intersection(sellerCode, createUboBodySchema),
  run: (context, { accountHolderCode, ...body }) =>
    context.clients.accountOwner.createUbo({ params: sellerAddress(context, accountHolderCode), body }),
});

/** Removes an ultimate beneficial owner. */
export const removeUboAction = defineAction({
  id: 'ubos.remove',
  risk: 'deletes',
  undoable: true,
  labelKey: 'sellers.actions.removeUbo',
  group: 'sellers',
  keywords: ['ubo', 'ultimate beneficial owner', 'remove', 'verwijderen'],
  permission: 'ops',
  route: 'deleteUbo',
  needsMerchant: true,
  changes: ['sellers'],
  about: 'accountHolderCode',
  parameters: sellerCode.extend({ uboCode: code }),
  run: (context, { accountHolderCode, uboCode }) =>
    context.clients.accountOwner.deleteUbo({
      params: { ...sellerAddress(context, accountHolderCode), uboId: uboCode },
    }),
});

/** Sets an external account's status with a mandatory new status and reason; the analyst is the user. */
export const updateExternalAccountStatusAction = defineAction({
  id: 'externalAccounts.updateStatus',
  labelKey: 'sellers.actions.updateExternalAccountStatus',
  group: 'sellers',
  keywords: ['external account', 'bank account', 'status', 'externe rekening'],
  permission: 'ops',
  route: 'updateExternalAccountStatus',
  needsMerchant: true,
  undoable: true,
  changes: ['sellers'],
  about: 'accountHolderCode',
  parameters: sellerCode.extend({
    externalAccountCode: code,
    status: externalAccountStatusSchema,
    reason: z.string().trim().min(1),
  }),
  run(context, { accountHolderCode, externalAccountCode, status, reason }) {
    boundScope(context);
    if (!context.userEmail) throw new ActionRefusal('errors.userHasNoEmail');
    return context.clients.accountOwner.updateExternalAccountStatus({
      body: {
        accountOwnerCode: accountHolderCode,
        externalAccountCode,
        status,
        internalComment: reason,
        analyst: context.userEmail,
      },
    });
  },
});

/** Makes an external account the seller's selected one, the account its payouts go to. */
export const selectExternalAccountAction = defineAction({
  id: 'externalAccounts.select',
  labelKey: 'sellers.actions.selectExternalAccount',
  group: 'sellers',
  keywords: ['external account', 'bank account', 'select', 'payout', 'selecteren'],
  permission: 'ops',
  route: 'selectExternalAccount',
  needsMerchant: true,
  undoable: true,
  changes: ['sellers'],
  about: 'accountHolderCode',
  parameters: sellerCode.extend({ externalAccountCode: code }),
  run: (context, { accountHolderCode, externalAccountCode }) =>
    context.clients.accountOwner.selectExternalAccount({
      params: { ...sellerAddress(context, accountHolderCode), externalAccountId: externalAccountCode },
    }),
});

/** Whether an IBAN is unique or already another seller's or division's external account. */
export const checkIbanAction = defineAction({
  id: 'ibans.check',
  labelKey: 'sellers.actions.checkIban',
  group: 'sellers',
  keywords: ['iban', 'duplicate', 'unique', 'external account', 'controleren'],
  permission: 'ops',
  route: 'checkIban',
  needsMerchant: false,
  changes: [],
  about: 'accountHolderCode',
  parameters: z.object({ iban: ibanInputSchema, accountHolderCode: code.optional() }),
  run: (context, body) => context.clients.accountOwner.checkIban({ body }),
});

/**
 * Requests a payout of a seller's virtual account to its selected external account: complete (the estimated
 * amount, its confirmed balance) or partial. Refused with the spec's messages when the seller is not active or has
 * no selected external account. The idempotency key makes a retried request count once.
 */
export const requestPayoutAction = defineAction({
  id: 'payoutRequests.create',
  mayNeedApproval: true,
  risk: 'movesMoney',
  labelKey: 'sellers.actions.requestPayout',
  group: 'sellers',
  keywords: ['payout', 'request', 'pay out', 'uitbetaling', 'aanvragen'],
  permission: 'ops',
  route: 'createPayoutRequest',
  needsMerchant: true,
  changes: ['payouts', ...balanceCaches],
  about: 'accountHolderCode',
  parameters: sellerCode.extend({
    /** The seller's virtual account; its only (or EUR) one when left out. */
    virtualAccountCode: code.optional(),
    amountMode: z.enum(payoutAmountModes).default('COMPLETE'),
    amount: z.int().optional(),
    description: z.string().default(''),
    idempotencyKey: z.string().min(1).max(255).optional(),
  }),
  async run(context, parameters) {
    const scope = boundScope(context);
    const address = sellerAddress(context, parameters.accountHolderCode);
    const [seller, externalAccounts] = await Promise.all([
      context.clients.accountOwner.getAccountHolder({
        params: { accountHolderCode: parameters.accountHolderCode },
        query: { _fragments: 'balances' },
      }),
      context.clients.accountOwner.listExternalAccounts({ params: address }),
    ]);
    const accounts = seller.balances ?? [];
    const account = parameters.virtualAccountCode
      ? accounts.find((candidate) => candidate.code === parameters.virtualAccountCode)
      : (accounts.find((candidate) => candidate.currency === 'EUR') ?? accounts[0]);
    if (!account) throw new ActionRefusal('validation.checkVirtualAccountCode');
    const checked = checkPayoutRequestDraft({
      sellerStatus: seller.status,
      sellerDeleted: seller.deleted,
      hasSelectedExternalAccount: externalAccounts.elements.some((external) => external.selected),
      amountMode: parameters.amountMode,
      amount: parameters.amount === undefined ? '' : String(parameters.amount),
      confirmedBalance: account.confirmedBalance,
      description: parameters.description,
    });
    if (!checked.ok) {
      const first = checked.errors.seller ?? checked.errors.externalAccount ?? checked.errors.amount;
      throw new ActionRefusal(`validation.${first ?? 'correctFormErrors'}`);
    }
    return context.clients.fundPayouts.createPayoutRequest({
      params: scope,
      body: { ...checked.value, virtualAccountCode: account.code },
      idempotencyKey: parameters.idempotencyKey ?? crypto.randomUUID(),
    });
  },
});

/** Every seller action, in the order the palette lists them. */
export const sellerActions = [
  createSellerAction,
  updateSellerAction,
  changeLegalFormAction,
  deleteSellerAction,
  sellerBalancesAction,
  addUboAction,
  removeUboAction,
  updateExternalAccountStatusAction,
  selectExternalAccountAction,
  checkIbanAction,
  requestPayoutAction,
];
