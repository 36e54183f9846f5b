import { describe, expect, it } from 'vitest';
import {
  accountHolderListQuerySchema,
  createAccountHolderBodySchema,
  legalFormChangeSchema,
} from './account-holder.ts';
import { companyTypeForbiddenMessage, companyTypeRequiredMessage } from './legal-form.ts';

describe('seller list query', () => {
  it('reads the filters from query strings', () => {
    expect(
      accountHolderListQuerySchema.parse({
        page: '1',
        limit: '50',
        _fragments: 'balances',
        search: ' jan ',
        status: 'MISSING_DATA',
        hideNoBalance: 'true',
        showDeleted: 'false',
      }),
    ).toEqual({
      page: 1,
      limit: 50,
      _fragments: 'balances',
      search: 'jan',
      status: 'MISSING_DATA',
      hideNoBalance: true,
      showDeleted: false,
    });
  });

  it('shows the first page of live sellers with balances by default', () => {
    expect(accountHolderListQuerySchema.parse({})).toEqual({
      page: 0,
      limit: 25,
      hideNoBalance: false,
      showDeleted: false,
    });
  });

  it('refuses a status outside the seller statuses', () => {
    expect(accountHolderListQuerySchema.safeParse({ status: 'ACCEPTED' }).success).toBe(false);
  });
});

describe('legal form and company type', () => {
  it('needs a company type for an organization and refuses one for an individual', () => {
    expect(legalFormChangeSchema.safeParse({ legalForm: 'ORGANIZATION' }).error?.issues[0]?.message).toBe(
      companyTypeRequiredMessage,
    );
    expect(
      legalFormChangeSchema.safeParse({ legalForm: 'INDIVIDUAL', companyType: 'NON_PROFIT' }).error?.issues[0]?.message,
    ).toBe(companyTypeForbiddenMessage);
    expect(
      legalFormChangeSchema.safeParse({ legalForm: 'ORGANIZATION', companyType: 'GOVERNMENT_ENTITY' }).success,
    ).toBe(true);
  });

  it('creates a seller paid out manually unless told otherwise', () => {
    const seller = createAccountHolderBodySchema.parse({
      name: ' Jan ',
      email: 'jan@example.com',
      legalForm: 'INDIVIDUAL',
    });
    expect(seller).toEqual({ name: 'Jan', email: 'jan@example.com', legalForm: 'INDIVIDUAL', payoutsMode: 'MANUAL' });
  });
});
