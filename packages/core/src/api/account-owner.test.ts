import { describe, expect, expectTypeOf, it } from 'vitest';
import { accountOwnerRoutes, type Merchant, type Page } from '../contract/index.ts';
import { createAccountOwnerClient } from './account-owner.ts';
import { createApiClient } from './create-api-client.ts';

const accountOwner = createAccountOwnerClient(
  createApiClient({ baseUrl: 'http://localhost/api/', getToken: () => undefined, getUserEmail: () => undefined }),
);

describe('account owner client', () => {
  it('has one method per route of the service, named by the route id', async () => {
    for (const id of Object.keys(accountOwnerRoutes)) expect(Reflect.get(accountOwner, id), id).toBeTypeOf('function');
  });

  it("types each method with its route's params, body and answer", () => {
    expectTypeOf<Parameters<typeof accountOwner.getMerchant>[0]['params']>().toEqualTypeOf<{ merchantCode: string }>();
    expectTypeOf<Parameters<typeof accountOwner.createMerchant>[0]['body']['displayName']>().toBeString();
    expectTypeOf(accountOwner.getMerchant).returns.resolves.toEqualTypeOf<Merchant>();
    expectTypeOf(accountOwner.searchMerchants).returns.resolves.toExtend<Page<Merchant>>();
    expectTypeOf(accountOwner.deleteDivision).returns.resolves.toBeVoid();
    expectTypeOf(accountOwner.downloadOrganizationDocumentFile).returns.resolves.toEqualTypeOf<File>();
  });
});
