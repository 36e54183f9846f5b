import {
  addExternalAccountAction,
  addUboAction,
  attachExternalAccountFileAction,
  deleteExternalAccountAction,
  runAction,
  updateUboAction,
} from '@ops/core/actions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsActionContext } from '../../testing/ops-action-context.ts';
import {
  type AccountOwnerTestKit,
  createMerchantScope,
  createSeller,
  opsEmail,
  type Scope,
  sampleFiles,
  setupTimeoutMs,
  startAccountOwnerTest,
} from './testing/account-owner-test-kit.ts';

let kit: AccountOwnerTestKit;
let acme: Scope;
let context: ReturnType<typeof opsActionContext>;
let accountHolderCode: string;

beforeAll(async () => {
  kit = await startAccountOwnerTest();
  acme = await createMerchantScope(kit.ops, 'Acme Records');
  const seller = await createSeller(kit.ops, acme, {
    name: 'Bakkerij BV',
    legalForm: 'ORGANIZATION',
    companyType: 'PRIVATE_COMPANY',
  });
  accountHolderCode = seller.code;
  context = opsActionContext(kit.platform, { token: await kit.platform.tokenFor(opsEmail), email: opsEmail }, acme);
}, setupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});

describe("the seller record's actions", () => {
  it('edits a UBO: only the fields given change', async () => {
    const ubo = await runAction(addUboAction, context, {
      accountHolderCode,
      type: 'INDIVIDUAL',
      firstName: 'Piet',
      lastName: 'Bakker',
    });
    const changed = await runAction(updateUboAction, context, {
      accountHolderCode,
      uboCode: ubo.code,
      city: 'Utrecht',
    });
    expect(changed).toMatchObject({ code: ubo.code, firstName: 'Piet', lastName: 'Bakker', city: 'Utrecht' });
  });

  it('adds an external account, attaches a file to it and deletes it', async () => {
    const account = await runAction(addExternalAccountAction, context, {
      accountHolderCode,
      type: 'IBAN',
      iban: 'NL91 ABNA 0417 1643 00',
    });
    expect(account).toMatchObject({ iban: 'NL91ABNA0417164300', currency: 'EUR' });
    const attached = await runAction(attachExternalAccountFileAction, context, {
      accountHolderCode,
      externalAccountCode: account.code,
      file: sampleFiles.pdf(),
    });
    expect(attached.file).toMatchObject({ fileName: 'extract.pdf', contentType: 'application/pdf' });
    const listed = await kit.ops.listExternalAccounts({ params: { ...acme, accountHolderCode } });
    expect(listed.elements.map((element) => element.code)).toContain(account.code);
    await runAction(deleteExternalAccountAction, context, { accountHolderCode, externalAccountCode: account.code });
    const after = await kit.ops.listExternalAccounts({ params: { ...acme, accountHolderCode } });
    expect(after.elements.map((element) => element.code)).not.toContain(account.code);
  });
});
