import { readFileSync } from 'node:fs';
import {
  actionRegistry,
  allocateBankLineAction,
  asksFirst,
  availableActions,
  importBankStatementAction,
  linkBankLineToPayoutAction,
  runAction,
} from '@ops/core/actions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsActionContext } from '../../testing/ops-action-context.ts';
import {
  opsEmail,
  type PayoutTestKit,
  payoutSetupTimeoutMs,
  startPayoutTest,
} from '../fund/payouts/testing/payout-test-kit.ts';

// The registry's bank statement actions (palette, screens, cli) on the platform.
let kit: PayoutTestKit;
let token: string;

const sample = () =>
  new File([readFileSync(new URL('camt053/testing/samples/statement-001.08-prefixed.xml', import.meta.url))], 'v8.xml');

beforeAll(async () => {
  kit = await startPayoutTest();
  token = await kit.platform.tokenFor(opsEmail);
}, payoutSetupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});

const context = (bankLineCode?: string) =>
  opsActionContext(kit.platform, { token, email: opsEmail }, undefined, {
    subject: bankLineCode ? { bankLineCode } : undefined,
  });

describe('the bank statement actions', () => {
  it('offer allocate and link only while a bank line is on view; import always', () => {
    const ids = (bankLineCode?: string) =>
      availableActions(actionRegistry, context(bankLineCode))
        .map((action) => action.id)
        .filter((id) => id.startsWith('bank'));
    expect(ids()).toEqual(['bankStatements.import']);
    expect(ids('BL-1')).toEqual(['bankStatements.import', 'bankLines.allocate', 'bankLines.linkPayout']);
    expect(asksFirst(allocateBankLineAction) && asksFirst(linkBankLineToPayoutAction)).toBe(true);
  });

  it('import a statement; link refuses a code its reference is not the start of, and a request that does not exist', async () => {
    const imported = await runAction(importBankStatementAction, context(), { file: sample() });
    expect(imported).toMatchObject({ entryCount: 1, newLineCount: 1, statuses: { FAILED: 1 } });
    const [line] = (await kit.reconciliation.listBankStatementsInfo({ query: { fileCode: imported.code } })).elements;
    expect(line).toMatchObject({
      reference: 'PR-V8-0001',
      failureReason: 'No payout request matches reference PR-V8-0001',
    });
    const unknown = await runAction(linkBankLineToPayoutAction, context(line?.code), {
      payoutRequestCode: 'PR-V8-0001-FULL',
    }).catch((error: unknown) => error);
    expect(unknown).toMatchObject({ status: 409, error: { message: 'No payout request PR-V8-0001-FULL' } });
    const refused = await runAction(linkBankLineToPayoutAction, context(line?.code), {
      payoutRequestCode: 'PR-OTHER',
    }).catch((error: unknown) => error);
    expect(refused).toMatchObject({
      status: 409,
      error: {
        message: expect.stringMatching(/^Linking by hand is only for a line whose payout code arrived truncated/),
      },
    });
  });
});
