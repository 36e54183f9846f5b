import { z } from 'zod';
import { kycTierSchema } from '../contract/index.ts';
import { createMerchantWithDivision, merchantCreatorOf } from '../flows/create-merchant/index.ts';
import { checkCreateMerchant } from '../validation/index.ts';
import { defineAction } from './action.ts';
import { ActionRefusal } from './action-refusal.ts';

const code = z.string().trim().min(1);

/** Binds the app to a merchant and one of its divisions, after checking the pair with the server. */
export const selectMerchantAction = defineAction({
  id: 'merchants.select',
  labelKey: 'actions.selectMerchant',
  group: 'merchant',
  keywords: ['merchant', 'division', 'use', 'switch', 'kiezen'],
  shortcut: 'g m',
  permission: 'ops',
  needsMerchant: false,
  changes: [],
  dialog: 'selectMerchant',
  cliCommand: 'own',
  parameters: z.object({ merchantCode: code, divisionCode: code }),
  async run(context, { merchantCode, divisionCode }) {
    const merchant = await context.clients.accountOwner.getMerchant({ params: { merchantCode } });
    if (!merchant.divisions.some((division) => division.code === divisionCode)) {
      throw new ActionRefusal('validation.noMatchingDivision');
    }
    context.bindMerchant({ merchantCode, divisionCode });
  },
});

export const clearMerchantAction = defineAction({
  id: 'merchants.clear',
  labelKey: 'actions.clearMerchant',
  group: 'merchant',
  keywords: ['merchant', 'unbind', 'clear', 'wissen'],
  permission: 'ops',
  needsMerchant: true,
  changes: [],
  parameters: z.object({}),
  run: (context) => context.bindMerchant(undefined),
});

/** The create merchant rules of spec section 5, then `/` bound to the new merchant's first division. */
export const createMerchantAction = defineAction({
  id: 'merchants.create',
  labelKey: 'actions.createMerchant',
  group: 'merchant',
  keywords: ['merchant', 'new', 'add', 'nieuw', 'aanmaken'],
  shortcut: 'c m',
  permission: 'ops',
  route: 'createMerchant',
  needsMerchant: false,
  changes: ['merchants', 'divisions'],
  dialog: 'createMerchant',
  parameters: z.object({
    displayName: z.string(),
    description: z.string().default(''),
    defaultKycTier: kycTierSchema.optional(),
    usCardProcessor: z.boolean().default(false),
  }),
  async run(context, parameters) {
    const checked = checkCreateMerchant(parameters);
    if (!checked.ok) throw new ActionRefusal('validation.required');
    const created = await createMerchantWithDivision(
      merchantCreatorOf(context.clients.accountOwner),
      checked.value,
      new AbortController().signal,
    );
    context.navigate('/', {
      merchantCode: created.merchantCode,
      ...(created.divisionCode ? { divisionCode: created.divisionCode } : {}),
    });
  },
});

/**
 * Deletes a merchant with its divisions (spec section 6: ops only), the bound one unless named; the platform
 * refuses one of which any division or seller holds money. Deleting the bound merchant unbinds the app.
 */
export const deleteMerchantAction = defineAction({
  id: 'merchants.delete',
  risk: 'deletes',
  typeToConfirm: 'merchantCode',
  confirmKey: 'configurations.merchantOverview.deleteMessage',
  labelKey: 'actions.deleteMerchant',
  group: 'merchant',
  keywords: ['merchant', 'remove', 'delete', 'verwijderen'],
  permission: 'ops',
  route: 'deleteMerchant',
  needsMerchant: false,
  // Nothing to refresh: the app unbinds from the deleted merchant, and refetching what was on view would only 404.
  changes: [],
  parameters: z.object({ merchantCode: z.string().trim().min(1).optional() }),
  async run(context, parameters) {
    const merchantCode = parameters.merchantCode ?? context.scope?.merchantCode;
    if (!merchantCode) throw new ActionRefusal('validation.selectMerchant');
    await context.clients.accountOwner.deleteMerchant({ params: { merchantCode } });
    if (context.scope?.merchantCode === merchantCode) context.bindMerchant(undefined);
    return { merchantCode };
  },
});
