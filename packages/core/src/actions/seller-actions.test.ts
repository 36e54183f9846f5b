import { describe, expect, it } from 'vitest';
import { createApiClient, createServiceClients, type MerchantScope } from '../api/index.ts';
import { opsRoles } from '../contract/index.ts';
import type { ActionContext, ActionSubject } from './action.ts';
import { ActionRefusal } from './action-refusal.ts';
import { availableActions } from './availability.ts';
import { actionRegistry, runAction } from './registry.ts';
import { changeLegalFormAction, updateExternalAccountStatusAction } from './seller-actions.ts';

function contextWith(scope: MerchantScope | undefined, subject?: ActionSubject): ActionContext {
  const api = createApiClient({
    baseUrl: 'http://127.0.0.1:9/api/',
    getToken: () => undefined,
    getUserEmail: () => undefined,
  });
  return {
    clients: createServiceClients(api),
    scope,
    subject,
    permissions: ['ops'],
    roles: opsRoles,
    locale: 'en',
    navigate: () => undefined,
    bindMerchant: () => undefined,
    setLocale: () => undefined,
    signOut: () => undefined,
  };
}

const bound = { merchantCode: 'M-1', divisionCode: 'D-1' };
const sellerIds = (context: ActionContext) =>
  availableActions(actionRegistry, context)
    .map((action) => action.id)
    .filter((id) => id.startsWith('sellers.') || id.startsWith('externalAccounts.') || id === 'payoutRequests.create');

describe('seller actions', () => {
  it('offers the actions about a seller only while one is on view', () => {
    expect(sellerIds(contextWith(undefined))).toEqual([]);
    expect(sellerIds(contextWith(bound))).toEqual(['sellers.create']);
    expect(sellerIds(contextWith(bound, { accountHolderCode: 'AH-1' }))).toEqual([
      'sellers.create',
      'sellers.update',
      'sellers.changeLegalForm',
      'sellers.delete',
      'sellers.balances',
      'externalAccounts.updateStatus',
      'externalAccounts.select',
      'payoutRequests.create',
      'externalAccounts.add',
      'externalAccounts.delete',
      'externalAccounts.attachFile',
    ]);
  });

  it('takes the seller on view, and refuses what the rules refuse before calling anything', async () => {
    const onView = contextWith(bound, { accountHolderCode: 'AH-1' });
    await expect(runAction(changeLegalFormAction, onView, { legalForm: 'ORGANIZATION' })).rejects.toMatchObject({
      messageKey: 'validation.correctFormErrors',
    });
    await expect(
      runAction(updateExternalAccountStatusAction, onView, {
        externalAccountCode: 'EA-1',
        status: 'ACTIVE',
        reason: 'statement checked',
      }),
    ).rejects.toEqual(new ActionRefusal('errors.userHasNoEmail'));
    await expect(
      runAction(updateExternalAccountStatusAction, contextWith(undefined), {
        accountHolderCode: 'AH-1',
        externalAccountCode: 'EA-1',
        status: 'ACTIVE',
        reason: 'statement checked',
      }),
    ).rejects.toEqual(new ActionRefusal('validation.selectMerchant'));
  });
});
