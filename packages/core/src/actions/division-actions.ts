import { z } from 'zod';
import { kycTierSchema } from '../contract/index.ts';
import { defineAction } from './action.ts';
import { ActionRefusal } from './action-refusal.ts';

/**
 * Creates a division of the bound merchant (spec section 6: ops only) with a generated code, then shows the
 * division page bound to it. Its KYC tier defaults to the merchant's default tier.
 */
export const createDivisionAction = defineAction({
  id: 'divisions.create',
  formScreen: '/division',
  labelKey: 'balances.division.create.open',
  group: 'merchant',
  keywords: ['division', 'new', 'add', 'divisie', 'nieuw', 'aanmaken'],
  permission: 'ops',
  route: 'createDivision',
  needsMerchant: true,
  changes: ['divisions', 'merchants'],
  parameters: z.object({
    displayName: z.string(),
    description: z.string().default(''),
    kycTier: kycTierSchema.optional(),
  }),
  async run(context, { displayName, description, kycTier }) {
    const scope = context.scope;
    if (!scope) throw new ActionRefusal('validation.selectMerchant');
    if (displayName.trim() === '') throw new ActionRefusal('validation.required');
    const division = await context.clients.accountOwner.createDivision({
      params: { merchantCode: scope.merchantCode },
      body: { displayName: displayName.trim(), description: description.trim(), ...(kycTier ? { kycTier } : {}) },
    });
    context.bindMerchant({ merchantCode: scope.merchantCode, divisionCode: division.code });
    return division;
  },
});

/**
 * Deletes a division of the bound merchant (the bound one unless named); the platform refuses one that still
 * holds money. When the bound division goes, the app binds to another division of the merchant, or to none.
 */
export const deleteDivisionAction = defineAction({
  id: 'divisions.delete',
  risk: 'deletes',
  typeToConfirm: 'divisionCode',
  confirmKey: 'balances.division.delete.message',
  labelKey: 'balances.division.delete.open',
  group: 'merchant',
  keywords: ['division', 'remove', 'divisie', 'verwijderen'],
  permission: 'ops',
  route: 'deleteDivision',
  needsMerchant: true,
  changes: ['divisions', 'merchants'],
  parameters: z.object({ divisionCode: z.string().trim().min(1).optional() }),
  async run(context, parameters) {
    const scope = context.scope;
    if (!scope) throw new ActionRefusal('validation.selectMerchant');
    const divisionCode = parameters.divisionCode ?? scope.divisionCode;
    const { merchantCode } = scope;
    await context.clients.accountOwner.deleteDivision({ params: { merchantCode, divisionCode } });
    if (divisionCode !== scope.divisionCode) return { merchantCode, divisionCode };
    const remaining = await context.clients.accountOwner.listDivisions({ params: { merchantCode } });
    const next = remaining.elements.find((division) => division.code !== divisionCode);
    context.bindMerchant(next ? { merchantCode, divisionCode: next.code } : undefined);
    return { merchantCode, divisionCode };
  },
});

export const divisionActions = [createDivisionAction, deleteDivisionAction];
