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
let company: { merchantCode: string; divisionCode: string; accountHolderCode: string };

beforeAll(async () => {
  kit = await startAccountOwnerTest();
  acme = await createMerchantScope(kit.ops, 'Acme Market');
  const seller = await createSeller(kit.ops, acme, {
    name: 'Bakkerij BV',
    legalForm: 'ORGANIZATION',
    companyType: 'PRIVATE_COMPANY',
  });
  company = { ...acme, accountHolderCode: seller.code };
}, setupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});

const statusOf = async () =>
  (await kit.boundTo(acme).getAccountHolder({ params: { accountHolderCode: company.accountHolderCode } })).status;

describe('ultimate beneficial owners', () => {
  it("adds, lists, changes and removes an organization's UBOs, each a KYC-sensitive change, all recorded", async () => {
    const ubo = await kit.ops.createUbo({
      params: company,
      body: {
        type: 'INDIVIDUAL',
        firstName: ' Piet ',
        lastName: 'Bakker',
        nationality: 'NLD',
        dateOfBirth: '1970-02-03',
      },
    });
    expect(ubo).toMatchObject({
      type: 'INDIVIDUAL',
      firstName: 'Piet',
      lastName: 'Bakker',
      legalName: null,
      city: null,
    });
    expect(ubo.code).toMatch(/^UBO-/);
    expect(await statusOf()).toBe('IN_PROGRESS');
    const holding = await kit.ops.createUbo({
      params: company,
      body: { type: 'ORGANIZATION', legalName: 'Holding BV' },
    });
    expect((await kit.ops.listUbos({ params: company })).elements.map((entry) => entry.code)).toEqual([
      ubo.code,
      holding.code,
    ]);
    const seller = await kit
      .boundTo(acme)
      .getAccountHolder({ params: { accountHolderCode: company.accountHolderCode } });
    expect(seller.identity.ubos).toHaveLength(2);

    const changed = await kit.ops.updateUbo({
      params: { ...company, uboId: ubo.code },
      body: { city: 'Gouda', socialSecurityNumber: '123456789' },
    });
    expect(changed).toMatchObject({ firstName: 'Piet', city: 'Gouda', socialSecurityNumber: '123456789' });
    await kit.ops.deleteUbo({ params: { ...company, uboId: holding.code } });
    expect((await kit.ops.listUbos({ params: company })).elements).toEqual([changed]);

    const trail = await kit.auditOf('ubo', ubo.code);
    expect(trail.map((event) => event.action)).toEqual(['updateUbo', 'createUbo']);
    expect(trail[0]).toMatchObject({ before: { city: null }, after: { city: 'Gouda' } });
    expect((await kit.auditOf('ubo', holding.code))[0]).toMatchObject({ action: 'deleteUbo', after: null });
  });

  it('needs first and last name for a person, a legal name for an organization', async () => {
    const person = await failureOf(
      kit.ops.createUbo({ params: company, body: { type: 'INDIVIDUAL', firstName: 'Kees' } }),
    );
    expect(person).toMatchObject({ status: 400, error: { details: [{ field: 'lastName', message: 'Required' }] } });
    const organization = await failureOf(kit.ops.createUbo({ params: company, body: { type: 'ORGANIZATION' } }));
    expect(organization.error?.details).toEqual([{ field: 'legalName', message: 'Required' }]);
    const [ubo] = (await kit.ops.listUbos({ params: company })).elements;
    const cleared = await failureOf(
      kit.ops.updateUbo({ params: { ...company, uboId: ubo?.code as string }, body: { lastName: null } }),
    );
    expect(cleared).toMatchObject({ status: 400, error: { details: [{ field: 'lastName', message: 'Required' }] } });
    const becameOrganization = await failureOf(
      kit.ops.updateUbo({ params: { ...company, uboId: ubo?.code as string }, body: { type: 'ORGANIZATION' } }),
    );
    expect(becameOrganization.error?.details).toEqual([{ field: 'legalName', message: 'Required' }]);
    expect((await kit.ops.listUbos({ params: company })).elements).toEqual([ubo]);
  });

  it('belong only to organizations', async () => {
    const person = await createSeller(kit.ops, acme);
    const params = { ...acme, accountHolderCode: person.code };
    expect(
      await failureOf(kit.ops.createUbo({ params, body: { type: 'ORGANIZATION', legalName: 'X BV' } })),
    ).toMatchObject({ status: 409, error: { message: 'Only an organization has ultimate beneficial owners' } });
    expect((await kit.ops.listUbos({ params })).elements).toEqual([]);
  });

  it('is 404 for an unknown UBO or one of another seller', async () => {
    const other = await createSeller(kit.ops, acme, { legalForm: 'ORGANIZATION', companyType: 'NON_PROFIT' });
    const otherParams = { ...acme, accountHolderCode: other.code };
    const foreign = await kit.ops.createUbo({ params: otherParams, body: { type: 'ORGANIZATION', legalName: 'Y' } });
    for (const uboId of ['UBO-NOPE', foreign.code]) {
      expect(await failureOf(kit.ops.updateUbo({ params: { ...company, uboId }, body: { city: 'X' } }))).toMatchObject({
        status: 404,
        error: { message: 'No ultimate beneficial owner found with this code for this seller' },
      });
      expect((await failureOf(kit.ops.deleteUbo({ params: { ...company, uboId } }))).status).toBe(404);
    }
  });
});
