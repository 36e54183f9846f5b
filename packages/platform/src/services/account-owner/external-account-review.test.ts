import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountOwnerTestKit,
  createMerchantScope,
  createSeller,
  failureOf,
  type Scope,
  setupTimeoutMs,
  startAccountOwnerTest,
} from './testing/account-owner-test-kit.ts';

let kit: AccountOwnerTestKit;
let acme: Scope;
let jan: Scope & { accountHolderCode: string };

beforeAll(async () => {
  kit = await startAccountOwnerTest();
  acme = await createMerchantScope(kit.ops, 'Acme Market');
  jan = { ...acme, accountHolderCode: (await createSeller(kit.ops, acme)).code };
  await kit.ops.createExternalAccount({ params: jan, body: { type: 'IBAN', iban: 'NL91ABNA0417164300' } });
}, setupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});

async function newSeller() {
  return { ...acme, accountHolderCode: (await createSeller(kit.ops, acme)).code };
}

describe('IBAN check', () => {
  it("is unique for a new IBAN or the seller's own, duplicate when another seller has it", async () => {
    expect(await kit.ops.checkIban({ body: { iban: 'NL02 ABNA 0123 4567 89' } })).toEqual({
      iban: 'NL02ABNA0123456789',
      result: 'UNIQUE',
      duplicates: [],
    });
    const own = await kit.ops.checkIban({
      body: { iban: 'NL91ABNA0417164300', accountHolderCode: jan.accountHolderCode },
    });
    expect(own.result).toBe('UNIQUE');
    const other = await newSeller();
    const taken = await kit.ops.checkIban({
      body: { iban: 'nl91abna0417164300', accountHolderCode: other.accountHolderCode },
    });
    expect(taken).toMatchObject({
      result: 'DUPLICATE',
      duplicates: [
        { accountHolderCode: jan.accountHolderCode, merchantCode: acme.merchantCode, divisionCode: acme.divisionCode },
      ],
    });
  });

  it('refuses an invalid IBAN', async () => {
    expect(await failureOf(kit.ops.checkIban({ body: { iban: 'NL00 0000' } }))).toMatchObject({
      status: 400,
      error: { details: [{ field: 'iban', message: 'Invalid IBAN' }] },
    });
  });
});

describe('external account status update', () => {
  it('sets the new status with the reason, recorded with the analyst', async () => {
    const [account] = (await kit.ops.listExternalAccounts({ params: jan })).elements;
    const updated = await kit.boundTo(acme).updateExternalAccountStatus({
      body: {
        accountOwnerCode: jan.accountHolderCode,
        externalAccountCode: account?.code as string,
        status: 'REJECTED',
        internalComment: ' Name on statement differs ',
        analyst: 'ops@sandbox.test',
      },
    });
    expect(updated.status).toBe('REJECTED');
    expect((await kit.auditOf('externalAccount', account?.code as string))[0]).toMatchObject({
      action: 'updateExternalAccountStatus',
      actor: 'ops@sandbox.test',
      before: { status: account?.status },
      after: { status: 'REJECTED', internalComment: 'Name on statement differs', analyst: 'ops@sandbox.test' },
    });
  });

  it("needs a new status ('Please select a new status') and a reason", async () => {
    const [account] = (await kit.ops.listExternalAccounts({ params: jan })).elements;
    const refused = await failureOf(
      kit.boundTo(acme).updateExternalAccountStatus({
        body: {
          accountOwnerCode: jan.accountHolderCode,
          externalAccountCode: account?.code as string,
          internalComment: '  ',
          analyst: 'ops@sandbox.test',
        } as never,
      }),
    );
    expect(refused).toMatchObject({
      status: 400,
      error: {
        details: [
          { field: 'status', message: 'Please select a new status' },
          { field: 'internalComment', message: 'Required' },
        ],
      },
    });
    const same = await failureOf(
      kit.boundTo(acme).updateExternalAccountStatus({
        body: {
          accountOwnerCode: jan.accountHolderCode,
          externalAccountCode: account?.code as string,
          status: account?.status ?? 'ACTIVE',
          internalComment: 'again',
          analyst: 'ops@sandbox.test',
        },
      }),
    );
    expect(same).toMatchObject({ status: 409, error: { message: 'The external account already has this status' } });
  });

  it('is 404 for a seller outside the bound division', async () => {
    const other = await createMerchantScope(kit.ops, 'Other Market');
    const [account] = (await kit.ops.listExternalAccounts({ params: jan })).elements;
    const refused = await failureOf(
      kit.boundTo(other).updateExternalAccountStatus({
        body: {
          accountOwnerCode: jan.accountHolderCode,
          externalAccountCode: account?.code as string,
          status: 'ACTIVE',
          internalComment: 'ok',
          analyst: 'ops@sandbox.test',
        },
      }),
    );
    expect(refused.status).toBe(404);
  });
});
